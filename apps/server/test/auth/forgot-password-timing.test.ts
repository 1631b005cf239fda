import { once } from 'node:events';
import { createServer } from 'node:net';
import { settleAfterAnswer } from '@mpx/api';
import { passwordResetTokens } from '@mpx/db';
import { createRandom } from '@mpx/shared';
import { listeningPort } from '@mpx/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fastestMean, quantile, rankSum } from '../support/sample-stats';
import { createMember, startTestApp, uniqueEmail } from '../support/test-app';

/** Requests timed per address, members' and strangers' shuffled together. */
const SAMPLES = 150;
const WARM_UP = 50;

/**
 * How much slower one kind of request may be in the mean of its fastest tenth. On a busy machine
 * a random share of requests is descheduled part-way and takes several times as long; the
 * fastest tenth is what a request costs when it is not, the cost a member's request used to add
 * to. Measured at a load average of 9 to 12 on two cores, 150 samples each: identical request
 * paths gave 0.89 to 1.10; the old code, which wrote the token and started the email before
 * answering, 1.6 to 3.1.
 */
const MAX_FAST_RATIO = 1.4;
/**
 * How far from a coin flip "a member's request is the slower one" may be, over the whole
 * distribution, where a leak in only some requests would show. One standard error is 0.033 at
 * 150 samples each; identical paths gave 0.43 to 0.55, the old code 0.67 to 0.85.
 */
const MAX_SKEW = 0.15;

type Who = 'member' | 'stranger';

/**
 * A seeded shuffle rather than an alternation: whatever a request leaves behind falls on the
 * next one, which must then be a member's as often as a stranger's, and a fixed pattern would
 * line up with anything periodic (a collection every n requests).
 */
function shuffled<T>(items: readonly T[]): T[] {
  const random = createRandom(items.length);
  return items
    .map((item) => ({ item, key: random.next() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);
}

/**
 * A mail server address that refuses at once. A delivery to the test SMTP server costs this
 * process 15 to 30 ms of CPU (the sink parses what it receives) for every 1–2 ms request timed:
 * noise that would bury the difference measured. Starting a delivery costs the same whether the
 * server will take it or refuse it; only the refusal comes sooner.
 */
async function refusingSmtpUrl(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = listeningPort(server.address());
  server.close();
  await once(server, 'close');
  return `smtp://127.0.0.1:${port}`;
}

describe('forgot password takes as long for an unknown address as for a member', async () => {
  const t = await startTestApp({ SMTP_URL: await refusingSmtpUrl() });
  afterAll(() => t.close());
  const member = await createMember(t);
  const stranger = uniqueEmail('stranger');

  const transports = {
    REST: (email: string) => t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } }),
    tRPC: (email: string) => t.request({ method: 'POST', url: '/trpc/auth.forgotPassword', payload: { email } }),
  };

  for (const [name, forgot] of Object.entries(transports)) {
    it(`over ${name}`, async () => {
      async function timed(email: string): Promise<number> {
        // Each request starts on an idle server: the work a member's request leaves behind
        // would otherwise land in whichever request comes next.
        await settleAfterAnswer(t.deps);
        const start = process.hrtime.bigint();
        const res = await forgot(email);
        const elapsed = process.hrtime.bigint() - start;
        expect(res.statusCode).toBe(200);
        return Number(elapsed) / 1e6;
      }
      const began = t.deps.now();
      for (let i = 0; i < WARM_UP; i++) await timed(i % 2 === 0 ? member.email : stranger);
      const times: Record<Who, number[]> = { member: [], stranger: [] };
      for (const who of shuffled([...Array<Who>(SAMPLES).fill('member'), ...Array<Who>(SAMPLES).fill('stranger')])) {
        times[who].push(await timed(who === 'member' ? member.email : stranger));
      }

      const fast = { member: fastestMean(times.member, 0.1), stranger: fastestMean(times.stranger, 0.1) };
      const ratio = fast.member / fast.stranger;
      const { superiority, z } = rankSum(times.member, times.stranger);
      const summary =
        `fastest tenth: member ${fast.member.toFixed(2)} ms, stranger ${fast.stranger.toFixed(2)} ms; ` +
        `medians ${quantile(times.member, 0.5).toFixed(2)} ms and ${quantile(times.stranger, 0.5).toFixed(2)} ms; ` +
        `P(member slower) = ${superiority.toFixed(3)} (z = ${z.toFixed(1)})`;
      expect(Math.max(ratio, 1 / ratio), summary).toBeLessThan(MAX_FAST_RATIO);
      expect(Math.abs(superiority - 0.5), summary).toBeLessThan(MAX_SKEW);

      // The member's requests still did their work, after their answers.
      await settleAfterAnswer(t.deps);
      const tokens = t.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, member.id)).all();
      expect(tokens).toHaveLength(1);
      expect(tokens[0]?.createdAt).toBeGreaterThanOrEqual(began);
    });
  }
});
