import { itemAt } from '@mpx/shared';
import type { Stage } from './stage';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

interface Step {
  at: number;
  seq: number;
  run: () => unknown;
  /** Synchronous writes outside the app's procedures: consecutive ones share a transaction. */
  row: boolean;
}

/**
 * The story's steps, planned in any order and played in time order: ids then grow with time as
 * they do in a live database (notification menus and message pages order by id), and a step
 * sees exactly what came before it.
 */
export class Timeline {
  private readonly steps: Step[] = [];

  constructor(readonly now: number) {}

  /** The moment `days` (fractions welcome) before now. */
  ago(days: number): number {
    return this.now - Math.round(days * DAY);
  }

  /** A call through the app at `at`. */
  add(at: number, run: () => unknown): void {
    this.push(at, run, false);
  }

  /** A synchronous write at `at`, run in a transaction shared with its neighbours. */
  addRow(at: number, run: () => void): void {
    this.push(at, run, true);
  }

  private push(at: number, run: () => unknown, row: boolean): void {
    // A step in the future would be a plan error: the story only tells what already happened.
    if (!(at < this.now)) throw new Error(`a demo step is planned ${Math.round((at - this.now) / MINUTE)} minutes in the future`);
    this.steps.push({ at, seq: this.steps.length, run, row });
  }

  async play(stage: Stage): Promise<void> {
    const ordered = [...this.steps].sort((a, b) => a.at - b.at || a.seq - b.seq);
    const client = stage.deps.db.$client;
    for (let i = 0; i < ordered.length;) {
      const step = itemAt(ordered, i);
      if (!step.row) {
        stage.at(step.at);
        await step.run();
        i++;
        continue;
      }
      let end = i;
      while (end < ordered.length && ordered[end]?.row) end++;
      const rows = ordered.slice(i, end);
      client.transaction(() => {
        for (const row of rows) {
          stage.at(row.at);
          row.run();
        }
      })();
      i = end;
    }
  }
}
