import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';

/** The box the figures were measured on. */
export function describeMachine(): string {
  const cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
  const ram = (totalmem() / 1024 ** 3).toFixed(1);
  return `${cpu}, ${availableParallelism()} cores, ${ram} GiB RAM, Node ${process.version}`;
}
