import type { Deps } from '../context';
// Declared apart so that `Deps` (context.ts) can name it without a cycle back through here.
import type { WriteScope } from './write-scope';

export type { WriteScope };

/** Write transactions take the write lock up front: a check and the write it guards see one state. */
const IMMEDIATE = { behavior: 'immediate' } as const;

interface Committed<T> {
  result: T;
  /** Resolves when every asynchronous after-commit task has finished. */
  settled: Promise<void>;
}

/**
 * The one way to write. Runs `work` in an IMMEDIATE transaction; once it commits, starts the
 * after-commit tasks in order. The database serialises transactions and the tasks start
 * synchronously at commit, so events and emails leave in commit order.
 */
function run<T>(deps: Deps, work: (tx: WriteScope) => T): Committed<T> {
  const tasks: (() => void | Promise<unknown>)[] = [];
  const scope: WriteScope = {
    afterCommit: (task) => void tasks.push(task),
    sendMail: (message, label) => void tasks.push(() => deps.mailer.sendLater(message, label)),
  };
  const result = deps.db.transaction(() => work(scope), IMMEDIATE);
  const pending: Promise<unknown>[] = [];
  for (const task of tasks) {
    try {
      const outcome = task();
      if (outcome instanceof Promise) pending.push(outcome.catch((err: unknown) => logFailure(deps, err)));
    } catch (err) {
      logFailure(deps, err);
    }
  }
  return { result, settled: Promise.all(pending).then(() => undefined) };
}

/** Writes and answers at once; asynchronous after-commit work (mail, file sweeps) goes on behind. */
export function write<T>(deps: Deps, work: (tx: WriteScope) => T): T {
  return run(deps, work).result;
}

/** Writes, then waits for the asynchronous after-commit work too (an edit's unused photo files). */
export async function writeAndSettle<T>(deps: Deps, work: (tx: WriteScope) => T): Promise<T> {
  const { result, settled } = run(deps, work);
  await settled;
  return result;
}

function logFailure(deps: Deps, err: unknown): void {
  deps.log.error({ err: err instanceof Error ? err.message : String(err) }, 'after-commit task failed');
}
