import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listeningPort } from '@mpx/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createListing, dataUrl, insertSeller, png, setStatus } from '../support/listings';
import { createMember, ORIGIN, startTestApp, type TestApp } from '../support/test-app';
import { wsClient } from '../support/trpc-client';

const TOKEN = 'test-metrics-token-0123456789abcdef';
const SCRAPER = { authorization: `Bearer ${TOKEN}` };
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

interface Exposition {
  help: Map<string, string>;
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const HELP_LINE = new RegExp(`^# HELP (${NAME}) (.+)$`);
const TYPE_LINE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/g;

/** Prometheus's text format as a scraper reads it: every line that is not blank is a HELP, a TYPE or a sample. */
function parseExposition(text: string): Exposition {
  const exposition: Exposition = { help: new Map(), types: new Map(), samples: [] };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const help = HELP_LINE.exec(line);
    const type = TYPE_LINE.exec(line);
    const sample = SAMPLE_LINE.exec(line);
    if (help?.[1] && help[2]) exposition.help.set(help[1], help[2]);
    else if (type?.[1] && type[2]) exposition.types.set(type[1], type[2]);
    else if (sample?.[1] && sample[3]) {
      const labels = Object.fromEntries([...(sample[2] ?? '').matchAll(LABEL)].map((m) => [m[1] ?? '', m[2] ?? '']));
      exposition.samples.push({ name: sample[1], labels, value: Number(sample[3]) });
    } else throw new Error(`neither HELP, TYPE nor a sample: ${JSON.stringify(line)}`);
  }
  return exposition;
}

/** The family a sample belongs to: a histogram's `_bucket`, `_sum` and `_count` are its own. */
function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return types.get(base) === 'histogram' ? base : undefined;
}

/** The sum of the samples named `name` whose labels include `labels`; undefined when there is none. */
function total(exposition: Exposition, name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = exposition.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  return matching.length === 0 ? undefined : matching.reduce((sum, s) => sum + s.value, 0);
}

async function scrape(t: TestApp): Promise<Exposition> {
  const res = await t.request({ method: 'GET', url: '/metrics', headers: SCRAPER });
  expect(res.statusCode, res.body).toBe(200);
  return parseExposition(res.body);
}

const requestsOf = (exposition: Exposition, group: string) => total(exposition, 'mpx_http_request_duration_seconds_count', { group }) ?? 0;

describe('/metrics without METRICS_TOKEN', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('is not served: 404 like any unknown path, with or without a token', async () => {
    for (const headers of [{}, SCRAPER]) {
      const res = await t.request({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('# TYPE');
    }
  });
});

describe('/metrics access with METRICS_TOKEN', async () => {
  const t = await startTestApp({ METRICS_TOKEN: TOKEN, RATE_LIMIT_AUTH_PER_MIN: '4' });
  afterAll(() => t.close());

  it('answers 401 without the token, with a wrong one or another scheme; 200 in Prometheus text with it, never cached, no cookie', async () => {
    const refusals = [{}, { authorization: `Bearer ${TOKEN}x` }, { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` }];
    for (const headers of refusals) {
      const res = await t.request({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ error: 'The metrics token is missing or wrong.' });
    }
    const res = await t.request({ method: 'GET', url: '/metrics', headers: SCRAPER });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PROMETHEUS_TEXT);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('limits guesses per IP like logins (RATE_LIMIT_AUTH_PER_MIN), while the right token always gets through', async () => {
    // Three refusals above and this one use the four allowed this minute.
    expect((await t.request({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer guess-number-four' } })).statusCode).toBe(401);
    const limited = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer guess-number-five' } });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.request({ method: 'GET', url: '/metrics', headers: SCRAPER })).statusCode).toBe(200);
  });
});

describe('/metrics exposition', async () => {
  const t = await startTestApp({ METRICS_TOKEN: TOKEN });
  afterAll(() => t.close());

  it('is Prometheus text: every line a HELP, TYPE or sample, each family described once before its samples', async () => {
    await t.request({ method: 'GET', url: '/api/listings' });
    const res = await t.request({ method: 'GET', url: '/metrics', headers: SCRAPER });
    const exposition = parseExposition(res.body);
    expect([...exposition.types.keys()].sort()).toEqual([...exposition.help.keys()].sort());
    for (const sample of exposition.samples) {
      expect(familyOf(sample.name, exposition.types), sample.name).toBeDefined();
      expect(Number.isFinite(sample.value) || sample.labels.le === '+Inf', `${sample.name} ${sample.value}`).toBe(true);
    }
    const seen = new Set<string>();
    for (const line of res.body.split('\n')) {
      const family = HELP_LINE.exec(line)?.[1];
      if (family) expect(seen.has(family), `${family} described twice`).toBe(false);
      if (family) seen.add(family);
      const sample = SAMPLE_LINE.exec(line)?.[1];
      if (sample && !line.startsWith('#')) expect(seen.has(familyOf(sample, exposition.types) ?? ''), `${sample} before its HELP`).toBe(true);
    }
  });

  it("carries the site's metrics, each with its help, and the runtime's under their standard names", async () => {
    const exposition = await scrape(t);
    const expected = {
      mpx_http_request_duration_seconds: 'histogram',
      mpx_websocket_connections: 'gauge',
      mpx_listings_active: 'gauge',
      mpx_members: 'gauge',
      mpx_database_size_bytes: 'gauge',
      mpx_backup_last_success_age_seconds: 'gauge',
      mpx_backup_interval_seconds: 'gauge',
      mpx_backup_failures_total: 'counter',
      mpx_mail_sent_total: 'counter',
      mpx_mail_failed_total: 'counter',
      mpx_build_info: 'gauge',
      nodejs_eventloop_lag_seconds: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
      process_resident_memory_bytes: 'gauge',
    };
    for (const [name, type] of Object.entries(expected)) {
      expect(exposition.types.get(name), name).toBe(type);
      expect(exposition.help.get(name)?.length, name).toBeGreaterThan(10);
    }
    expect(total(exposition, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(total(exposition, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(total(exposition, 'mpx_database_size_bytes')).toBeGreaterThan(0);
    expect(total(exposition, 'mpx_backup_interval_seconds')).toBe(24 * 3600);
    expect(exposition.samples.find((s) => s.name === 'mpx_build_info')).toMatchObject({ labels: { version: '1.0.0' }, value: 1 });
  });
});

describe('/metrics content', async () => {
  // A real SMTP server that takes every email but those to refused@…, which it rejects (550).
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address.startsWith('refused@') ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, _session, callback) {
      stream.resume().on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const t = await startTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: `smtp://127.0.0.1:${listeningPort(smtp.server.address())}` });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('counts requests per route group (REST, tRPC, pages, photos) with method and status class, never the URL', async () => {
    const member = await createMember(t);
    const listing = await createListing(t, member, { photos: [dataUrl('image/png', await png())] });
    const photo = new URL(String(listing.photos[0])).pathname;
    const before = await scrape(t);

    const answers = await Promise.all([
      t.request({ method: 'GET', url: '/api/listings?brand=Bach' }),
      t.request({ method: 'GET', url: '/trpc/auth.me', headers: member.auth }),
      t.request({ method: 'GET', url: '/login' }),
      t.request({ method: 'GET', url: photo }),
      t.request({ method: 'GET', url: '/no/such/page' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 404]);
    const after = await scrape(t);

    for (const group of ['api', 'trpc', 'photos']) expect(requestsOf(after, group) - requestsOf(before, group), group).toBe(1);
    expect(requestsOf(after, 'pages') - requestsOf(before, 'pages')).toBe(2);
    const count = (e: Exposition, labels: Record<string, string>) => total(e, 'mpx_http_request_duration_seconds_count', labels) ?? 0;
    expect(count(after, { group: 'pages', status_class: '4xx' }) - count(before, { group: 'pages', status_class: '4xx' })).toBe(1);
    expect(count(after, { group: 'photos', method: 'GET', status_class: '2xx' }) - count(before, { group: 'photos', method: 'GET', status_class: '2xx' })).toBe(
      1,
    );
    // The scrape before this one counts too, as the probes' and scrapers' own group.
    expect(requestsOf(after, 'ops')).toBeGreaterThanOrEqual(1);

    const requestLabels = after.samples.filter((s) => s.name.startsWith('mpx_http_request_duration_seconds')).map((s) => s.labels);
    expect(new Set(requestLabels.map((l) => l.group))).toEqual(new Set(['api', 'trpc', 'pages', 'photos', 'ops']));
    expect(requestLabels.every((l) => ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other'].includes(l.method ?? ''))).toBe(true);
    expect(requestLabels.every((l) => /^[1-5]xx$/.test(l.status_class ?? ''))).toBe(true);
  });

  it('shows an open WebSocket in the gauge, and not once it is closed', async () => {
    const connections = async () => total(await scrape(t), 'mpx_websocket_connections');
    expect(await connections()).toBe(0);
    const socket = wsClient(address, { origin: ORIGIN });
    try {
      await vi.waitFor(async () => expect(await connections()).toBe(1), { timeout: 10_000, interval: 50 });
    } finally {
      await socket.close();
    }
    await vi.waitFor(async () => expect(await connections()).toBe(0), { timeout: 10_000, interval: 50 });
  });

  it('reports active listings and members as the database counts them', async () => {
    const sqlite = t.deps.db.$client;
    const counted = () => ({
      active: sqlite.prepare("select count(*) from listings where status = 'active'").pluck().get(),
      members: sqlite.prepare('select count(*) from users').pluck().get(),
    });
    const reported = async () => {
      const exposition = await scrape(t);
      return { active: total(exposition, 'mpx_listings_active'), members: total(exposition, 'mpx_members') };
    };
    const before = await reported();
    expect(before).toEqual(counted());

    const seller = await createMember(t);
    const ids = await Promise.all([1, 2, 3].map(async (i) => (await createListing(t, seller, { model: `Counted ${i}` })).listing_id));
    setStatus(t, Number(ids[0]), 'paused');
    insertSeller(t);
    const after = await reported();
    expect(after).toEqual(counted());
    expect(after).toEqual({ active: Number(before.active) + 2, members: Number(before.members) + 2 });
  });

  it('counts an email the SMTP server takes as sent and one it refuses as failed', async () => {
    await t.deps.mailer.flush();
    const before = await scrape(t);
    await createMember(t, { email: 'taken@example.com' });
    await createMember(t, { email: 'refused@example.com' });
    await t.deps.mailer.flush();
    const after = await scrape(t);
    const delta = (name: string) => (total(after, name) ?? 0) - (total(before, name) ?? 0);
    expect(delta('mpx_mail_sent_total')).toBe(1);
    expect(delta('mpx_mail_failed_total')).toBe(1);
  });
});

describe('/metrics backups', { timeout: 60_000 }, async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'mpx-metrics-backups-'));
  const backupDir = join(scratch, 'backups');
  // A file where the backup folder should be: every attempt fails until it is replaced.
  writeFileSync(backupDir, 'not a folder');
  const t = await startTestApp({ METRICS_TOKEN: TOKEN, BACKUP_DIR: backupDir, BACKUP_INTERVAL: '1s' });
  afterAll(async () => {
    await t.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('counts a failed backup, has no age while none succeeded, and a fresh age after one does', async () => {
    const first = await scrape(t);
    expect(first.types.get('mpx_backup_last_success_age_seconds')).toBe('gauge');
    expect(total(first, 'mpx_backup_last_success_age_seconds')).toBeUndefined();
    expect(total(first, 'mpx_backup_interval_seconds')).toBe(1);

    await vi.waitFor(async () => expect(total(await scrape(t), 'mpx_backup_failures_total')).toBeGreaterThanOrEqual(1), { timeout: 20_000, interval: 100 });
    expect(total(await scrape(t), 'mpx_backup_last_success_age_seconds')).toBeUndefined();

    rmSync(backupDir);
    mkdirSync(backupDir);
    const age = async () => total(await scrape(t), 'mpx_backup_last_success_age_seconds');
    await vi.waitFor(async () => expect(await age()).toBeDefined(), { timeout: 20_000, interval: 100 });
    expect(await age()).toBeLessThan(60);
  });
});
