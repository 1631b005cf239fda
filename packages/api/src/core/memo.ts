import type { Db } from '@mpx/db';
import type { Deps } from '../context';
import { shareJson } from './json';
import { keptKind, type KeptKind } from './kept';
import { prepared } from './prepared';

interface Entry<T> {
  changes: number;
  dataVersion: number;
  computedAt: number;
  validUntil: number;
  value: T;
}

/** Distinct inputs kept per memo (pages and searches of the users table); the oldest goes first. */
const MAX_KEYS = 64;

function changeMarks(db: Db): { changes: number; dataVersion: number } {
  const changes = Number(prepared<number>(db, 'SELECT total_changes()').pluck().get());
  return { changes, dataVersion: Number(db.$client.pragma('data_version', { simple: true })) };
}

/**
 * Answers computed from the database alone (and the clock, for some), kept and served again
 * until a row changes: `total_changes()` counts every row this connection, the process's only
 * one, has written (triggers and rolled-back writes included), and `PRAGMA data_version` moves
 * when another process (the admin CLI) commits. An answer that also depends on the time says
 * until when it holds. Kept answers are never mutated; their JSON is written once (core/json.ts).
 * Checking costs two tiny statements; an admin page read again between writes costs nothing else.
 */
export class DataMemo<T extends object> {
  private readonly entries: KeptKind<Map<string, Entry<T>>>;

  /** `name` says what it keeps: the memo's answers live in `Deps.kept`. */
  constructor(name: string) {
    this.entries = keptKind(name, () => new Map<string, Entry<T>>());
  }

  /** The kept answer for `key` if no row has changed, the clock has not gone back and it still holds; else `compute(now)`'s. */
  get(deps: Deps, key: string, compute: (now: number) => { value: T; validUntil: number }): T {
    const { db } = deps;
    const now = deps.now();
    const marks = changeMarks(db);
    const kept = deps.kept.get(this.entries);
    const entry = kept.get(key);
    if (entry && entry.changes === marks.changes && entry.dataVersion === marks.dataVersion && now >= entry.computedAt && now < entry.validUntil) {
      return entry.value;
    }
    const { value, validUntil } = compute(now);
    kept.delete(key);
    if (kept.size >= MAX_KEYS) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, { ...marks, computedAt: now, validUntil, value: shareJson(value) });
    return value;
  }
}
