import { percentile } from '@mpx/testing';

export interface Cost {
  name: string;
  p50: number;
  p99: number;
}

export interface CostCase {
  name: string;
  /** Round `i` of the case; awaited, and timed. */
  run: (i: number) => Promise<unknown>;
  /** Untimed work before each round (a write, so nothing cached can answer). */
  before?: () => void;
}

/**
 * Times each case `rounds` times in this process. Procedures called in process are synchronous
 * under their promise, so wall time here is the server's CPU time for the call.
 */
export async function measureCosts(cases: readonly CostCase[], rounds: number): Promise<Cost[]> {
  const costs: Cost[] = [];
  for (const c of cases) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      c.before?.();
      const started = performance.now();
      await c.run(i);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    costs.push({ name: c.name, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return costs;
}
