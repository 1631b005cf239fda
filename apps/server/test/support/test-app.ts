import { constants, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { users } from '@mpx/db';
import { silentLogger, type Deps } from '@mpx/api';
import { present } from '@mpx/shared';
import { startSmtpSink, to, type SmtpSink } from '@mpx/testing';
import { eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import { createDeps } from '../../src/deps';

export const PUBLIC_URL = 'http://localhost:4000';
export const ORIGIN = PUBLIC_URL;

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  config: ServerConfig;
  smtp: SmtpSink;
  dataDir: string;
  /** Moves the server's clock (sessions, token expiry) without waiting. */
  clock: { offsetMs: number };
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Puts a copy of the migrated template database (test/support/global-setup.ts) where the server
 * looks for its file. The server still runs its migrations at start, which finds nothing to do.
 * Without the template (a config without the global setup) the server migrates a new file.
 */
function seedDatabase(dataDir: string): void {
  const template = inject('dbTemplate');
  if (template) copyFileSync(template, join(dataDir, 'app.db'), constants.COPYFILE_FICLONE);
}

/**
 * A real server on its own migrated SQLite file in a temp dir, with a real SMTP sink. Rate
 * limits are off unless a test sets them; pages are not drawn unless it asks (`drawing`).
 */
export async function startTestApp(env: Record<string, string> = {}, options: Pick<AppOptions, 'webDist' | 'drawing'> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mpx-test-'));
  seedDatabase(dataDir);
  const smtp = await startSmtpSink();
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL,
    SMTP_URL: smtp.url,
    RATE_LIMIT_AUTH_PER_MIN: '0',
    RATE_LIMIT_WRITE_PER_MIN: '0',
    RATE_LIMIT_READ_PER_MIN: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const clock = { offsetMs: 0 };
  const deps = createDeps(config, silentLogger, { now: () => Date.now() + clock.offsetMs });
  // Pages are drawn only where a test asks (test/serving): a drawing thread costs each app a worker.
  const app = await buildApp({ config, deps, webDist: options.webDist ?? join(dataDir, 'no-web-build'), drawing: options.drawing ?? false });
  await app.ready();
  return {
    app,
    deps,
    config,
    smtp,
    dataDir,
    clock,
    request: (opts) => app.inject(opts),
    async close() {
      await app.close();
      await deps.mailer.flush();
      deps.mailer.close();
      deps.db.$client.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}${Date.now().toString(36)}${++counter}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Sam',
    last_name: 'Player',
    email: uniqueEmail(),
    password: 'secret1',
    location_state: 'VIC',
    location_postcode: '3000',
    nickname: 'Slide',
    ...overrides,
  };
}

export interface Member {
  id: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** Registers through the API, marks the address verified, and logs in with a bearer token. */
export async function createMember(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Member> {
  const body = registration(overrides);
  const reg = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const id = reg.json<{ user_id: number }>().user_id;
  t.deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, id)).run();
  const token = await loginToken(t, body.email, body.password);
  return { id, email: body.email, password: body.password, token, auth: { authorization: `Bearer ${token}` } };
}

export async function createAdmin(t: TestApp): Promise<Member> {
  const member = await createMember(t, { first_name: 'Ada', last_name: 'Admin', nickname: null });
  t.deps.db.update(users).set({ isAdmin: true }).where(eq(users.id, member.id)).run();
  return member;
}

export async function loginToken(t: TestApp, email: string, password: string): Promise<string> {
  const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** The session cookie value a response set, if any. */
export function sessionCookie(res: LightMyRequestResponse): { value: string; maxAge?: number } | undefined {
  const cookie = res.cookies.find((c) => c.name === 'session');
  return cookie ? { value: cookie.value, maxAge: cookie.maxAge } : undefined;
}

export async function linkFromMail(t: TestApp, address: string, path: string): Promise<URL> {
  const mail = await t.smtp.waitFor((m) => to(address)(m) && m.links.some((l) => l.includes(path)));
  return new URL(
    present(
      mail.links.find((l) => l.includes(path)),
      `a link to ${path}`,
    ),
  );
}
