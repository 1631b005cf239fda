/**
 * `npm run bench:realtime`: the live channel under load, against the built server in its own
 * process (as `npm start` runs it, rate limits off). Figures, not tests:
 *  1. opens --subscribers real WebSockets (one member each) subscribed to `events.onEvent`, and
 *     reports the server's memory per idle subscription;
 *  2. sends --rate messages/s for --duration s through `POST /api/messages` between random
 *     members and times each from the request to the recipient's socket (p50/p99);
 *  3. drives `GET /api/messages` for a member with --threads threads and --messages messages;
 *  4. measures the server's heap per open socket, bare and subscribed, exactly (subscription-heap.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createSession, sendMessage, silentLogger, type Deps } from '@mpx/api';
import { users, type UserRow } from '@mpx/db';
import { isRecord, itemAt, present } from '@mpx/shared';
import { loadConfig } from '../src/config';
import { percentile } from '@mpx/testing';
import { createDeps } from '../src/deps';
import { describeMachine } from '@mpx/testing';
import { startServer, type RunningServer } from './server';
import { subscriptionHeap } from './subscription-heap';
import { openSocket } from './ws-clients';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    threads: { type: 'string', default: '500' },
    messages: { type: 'string', default: '20000' },
  },
});
const SUBSCRIBERS = Number(values.subscribers);
const RATE = Number(values.rate);
const DURATION = Number(values.duration);
const THREADS = Number(values.threads);
const MESSAGES = Number(values.messages);

interface Member {
  id: number;
  token: string;
}

function addMembers(deps: Deps, count: number, prefix: string): UserRow[] {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}${i}@bench.test`,
    passwordHash: 'not-a-login',
    name: `${prefix} ${i}`,
    locationState: 'VIC' as const,
    locationPostcode: '3000',
    emailVerified: true,
    // The benchmark measures delivery, not the mail outbox.
    emailNotifications: false,
    joinDate: Date.now(),
  }));
  return deps.db.insert(users).values(rows).returning().all();
}

/** One member, `threads` correspondents, `messages` messages spread over those threads. */
function seedInbox(deps: Deps): Member {
  const [owner] = addMembers(deps, 1, 'inbox-owner');
  const me = present(owner, 'the inbox owner');
  const others = addMembers(deps, THREADS, 'correspondent');
  for (let i = 0; i < MESSAGES; i++) {
    const other = itemAt(others, i % others.length);
    const [from, to] = i % 3 === 0 ? [me, other] : [other, me];
    sendMessage(deps, from, { to_user_id: to.id, content: `Message ${i}: is the mouthpiece still available?`, listing_id: null });
  }
  return { id: me.id, token: createSession(deps, me.id) };
}

async function deliveryRun(server: RunningServer, members: Member[]) {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let delivered = 0;
  const sockets = [];
  const before = server.memory().rssMiB;
  for (const member of members) {
    sockets.push(
      await openSocket(server.url, member.token, (data) => {
        if (!isRecord(data) || data.type !== 'new_message' || !isRecord(data.message) || data.message.to_user_id !== member.id) return;
        const started = sentAt.get(String(data.message.content));
        if (started === undefined) return;
        latencies.push(performance.now() - started);
        delivered++;
      }),
    );
  }
  await new Promise((r) => setTimeout(r, 2000));
  const idle = server.memory().rssMiB;
  const perSubscriptionKiB = ((idle - before) * 1024) / members.length;
  console.log(`${members.length} idle subscriptions: RSS ${before.toFixed(0)} → ${idle.toFixed(0)} MiB, ${perSubscriptionKiB.toFixed(1)} KiB each`);

  const total = RATE * DURATION;
  const requests: Promise<unknown>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const from = itemAt(members, Math.floor(Math.random() * members.length));
    let to = itemAt(members, Math.floor(Math.random() * members.length));
    if (to.id === from.id) to = itemAt(members, (members.indexOf(from) + 1) % members.length);
    const content = `bench ${i}`;
    sentAt.set(content, performance.now());
    requests.push(
      fetch(`${server.url}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${from.token}` },
        body: JSON.stringify({ to_user_id: to.id, content }),
      }).then((res) => res.arrayBuffer()),
    );
  }
  await Promise.all(requests);
  await new Promise((r) => setTimeout(r, 1000));
  const peak = server.memory().peakMiB;
  for (const socket of sockets) socket.terminate();
  latencies.sort((a, b) => a - b);
  return {
    total,
    delivered,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    perSubscriptionKiB,
    idleMiB: idle,
    peakMiB: peak,
  };
}

async function main() {
  console.log('Building the server (dist/main.mjs)…');
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'mpx-bench-rt-'));
  const env = { DATA_DIR: dataDir, RATE_LIMIT_AUTH_PER_MIN: '0', RATE_LIMIT_WRITE_PER_MIN: '0', RATE_LIMIT_READ_PER_MIN: '0', LOG_LEVEL: 'warn' };
  let server: RunningServer | undefined;
  try {
    const deps = createDeps(loadConfig(env), silentLogger);
    const seededAt = performance.now();
    const members = addMembers(deps, SUBSCRIBERS, 'subscriber').map((u) => ({ id: u.id, token: createSession(deps, u.id) }));
    const owner = seedInbox(deps);
    await deps.mailer.flush();
    deps.db.$client.close();
    console.log(
      `Seeded ${SUBSCRIBERS} subscribers and an inbox of ${THREADS} threads / ${MESSAGES} messages in ${((performance.now() - seededAt) / 1000).toFixed(1)} s.`,
    );

    server = await startServer(join(SERVER_DIR, 'dist/main.mjs'), env);
    const run = await deliveryRun(server, members);
    console.log(`Delivered ${run.delivered}/${run.total}: p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms, max ${run.max.toFixed(1)} ms`);

    // One connection: what one member waits for their inbox. Eight: the same inbox asked for by
    // eight clients at once, which queue behind each other on the one event loop.
    const inboxArgs = { url: `${server.url}/api/messages`, headers: { authorization: `Bearer ${owner.token}` } };
    await autocannon({ ...inboxArgs, connections: 8, duration: 2 });
    const single = await autocannon({ ...inboxArgs, connections: 1, duration: DURATION });
    const inbox = await autocannon({ ...inboxArgs, connections: 8, duration: DURATION });

    const heap = await subscriptionHeap(SUBSCRIBERS);

    console.log(`\n${describeMachine()}\n`);
    console.log('| measure | result | target |');
    console.log('|---|---:|---:|');
    console.log(`| delivery, POST /api/messages → recipient socket, ${RATE} msg/s, ${SUBSCRIBERS} subscribers: p50 | ${run.p50.toFixed(1)} ms | |`);
    console.log(`| same: p99 | ${run.p99.toFixed(1)} ms | < 50 ms |`);
    console.log(`| messages delivered | ${run.delivered} / ${run.total} | all |`);
    console.log(`| memory per idle subscription (RSS growth / subscribers) | ${run.perSubscriptionKiB.toFixed(1)} KiB | < 20 KB |`);
    console.log(
      `| same, exactly: server heap per subscribed socket after full collections (a bare socket: ${heap.bareKiB.toFixed(1)} KiB) | ${heap.subscribedKiB.toFixed(1)} KiB | < 20 KB |`,
    );
    console.log(`| server RSS with ${SUBSCRIBERS} idle subscribers / peak under load | ${run.idleMiB.toFixed(0)} / ${run.peakMiB.toFixed(0)} MiB | < 300 MB |`);
    console.log(
      `| GET /api/messages, ${THREADS} threads / ${MESSAGES} messages, 1 connection: p50 / p99 | ${single.latency.p50} / ${single.latency.p99} ms | p99 < 20 ms |`,
    );
    console.log(`| same, 8 connections: req/s | ${inbox.requests.average.toFixed(0)} | |`);
    console.log(`| same, 8 connections: p50 / p99 | ${inbox.latency.p50} / ${inbox.latency.p99} ms | |`);
    console.log(`| failed inbox requests | ${single.errors + single.timeouts + single.non2xx + inbox.errors + inbox.timeouts + inbox.non2xx} | 0 |`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
