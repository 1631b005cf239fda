import { createCaller, createMailer, MemoryEventBus, type AppCaller, type Context, type Deps } from '@mpx/api';
import { users, type UserRow } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';

/**
 * Where the demo's members act: the app's own procedures (validation, services, output checks),
 * each called as a member at a moment of the past, so every row they write (threads, auto
 * messages, notifications, averages, audit entries, alerts) is the app's, stamped with that time.
 */
export interface Stage {
  /** The app's dependencies with the stage's clock: for services that have no procedure. */
  readonly deps: Deps;
  /** Moves the clock; every write until the next move happens at `time`. */
  at(time: number): void;
  /** The procedures as this member calls them, with a fresh read of their account. */
  as(userId: number): AppCaller;
}

export function createStage(deps: Deps): Stage {
  let clock = deps.now();
  const staged: Deps = {
    ...deps,
    now: () => clock,
    // History, not news: a seeded loan step or alert must not email example.com addresses or
    // fill the outbox, and nobody is subscribed to hear its events.
    mailer: createMailer({ kind: 'file', deliver: async () => {} }, deps.log),
    events: new MemoryEventBus(),
  };
  return {
    deps: staged,
    at: (time) => void (clock = time),
    as(userId) {
      const user = present(deps.db.select().from(users).where(eq(users.id, userId)).get(), `demo member ${userId}`);
      const context = internalContext(staged, user, 'demo-seed');
      return createCaller(context);
    },
  };
}

/**
 * A member calling the app's procedures from inside the process (the seeder, the bench): the
 * write checks apply as to any member; there is nothing to charge, as these are not clients of
 * the rate limits.
 */
export function internalContext(deps: Deps, user: UserRow, label: string): Context {
  return {
    deps,
    req: {
      transport: 'internal',
      ip: '127.0.0.1',
      origin: undefined,
      isWrite: true,
      rateCharged: true,
      credential: { token: label, source: 'header' },
      viewer: { sessionId: label, user },
    },
    res: { setSessionCookie() {}, clearSessionCookie() {} },
  };
}
