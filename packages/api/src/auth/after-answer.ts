import type { Deps } from '../context';
import { keptKind } from '../core/kept';

/** Tasks not yet run, per Deps: a test app waits for its own tasks, never another's. */
const PENDING = keptKind('tasks waiting for their answer to go out', () => new Set<Promise<void>>());

/**
 * Runs `task` once the answer now being prepared has gone out, in the order scheduled. A
 * setImmediate callback waits for the end of the current turn of the event loop, and the
 * procedure's result, its serialisation and the write to the socket are all continuations of
 * that turn: whatever the task does, or does not do, never shows in the answer or its timing.
 * Nobody awaits the task, so a failure is logged, as an after-commit task's is (ADR 006).
 */
export function afterAnswer(deps: Deps, label: string, task: () => void): void {
  const tasks = deps.kept.get(PENDING);
  const job = new Promise<void>((resolve) =>
    setImmediate(() => {
      try {
        task();
      } catch (err) {
        deps.log.error({ task: label, err: err instanceof Error ? err.message : String(err) }, 'after-answer task failed');
      }
      tasks.delete(job);
      resolve();
    }),
  );
  tasks.add(job);
}

/**
 * Resolves once every task scheduled so far has run and the mail it queued has been delivered
 * or refused. Tests wait for it before reading the mailbox: the mailer's own flush cannot see a
 * task that has not yet handed it anything.
 */
export async function settleAfterAnswer(deps: Deps): Promise<void> {
  const tasks = deps.kept.get(PENDING);
  while (tasks.size > 0) await Promise.all([...tasks]);
  await deps.mailer.flush();
}
