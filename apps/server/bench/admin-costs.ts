import { createCaller, type Context, type Deps } from '@mpx/api';
import { users } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { DEMO_LOGIN } from '../src/cli/demo/seed';

export interface Cost {
  name: string;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

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
  const cases: [string, () => Promise<unknown>][] = [
    ['admin.analytics', () => caller.admin.analytics()],
    ['admin.usersPage (first page)', () => caller.admin.usersPage({})],
    ["admin.usersPage (search 'smith')", () => caller.admin.usersPage({ q: 'smith' })],
    ['admin.users (every user)', () => caller.admin.users()],
    ['moderation.flags (every flag)', () => caller.moderation.flags()],
  ];
  const costs: Cost[] = [];
  for (const [name, run] of cases) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      touch.run(user.id);
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    costs.push({ name, p50: percentile(times, 50), p99: percentile(times, 99) });
  }
  return costs;
}
