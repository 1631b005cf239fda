import { createCaller, type Context, type Deps } from '@mpx/api';
import { users } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { DEMO_LOGIN } from '../src/cli/demo/seed';
import { measureCosts, type Cost } from './stats';

/**
 * What each admin read costs when it must be computed from scratch: in this process, through the
 * procedures (input and output checks included, no HTTP), with a write before every call so
 * nothing kept from the previous one can be served.
 */
export async function adminComputeCosts(deps: Deps, rounds = 60): Promise<Cost[]> {
  const user = present(deps.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email)).get(), 'the demo admin');
  const ctx: Context = {
    deps,
    req: {
      transport: 'internal',
      ip: '127.0.0.1',
      origin: undefined,
      isWrite: false,
      rateCharged: true,
      credential: { token: 'bench', source: 'header' },
      viewer: { sessionId: 'bench', user },
    },
    res: { setSessionCookie() {}, clearSessionCookie() {} },
  };
  const caller = createCaller(ctx);
  const touch = deps.db.$client.prepare('UPDATE users SET verification_sent_at = verification_sent_at WHERE id = ?');
  const before = () => void touch.run(user.id);
  return measureCosts(
    [
      { name: 'admin.analytics', run: () => caller.admin.analytics(), before },
      { name: 'admin.usersPage (first page)', run: () => caller.admin.usersPage({}), before },
      { name: "admin.usersPage (search 'smith')", run: () => caller.admin.usersPage({ q: 'smith' }), before },
      { name: 'admin.users (every user)', run: () => caller.admin.users(), before },
      { name: 'moderation.flags (every flag)', run: () => caller.moderation.flags(), before },
    ],
    rounds,
  );
}
