import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adminAudit, type Db } from '@mpx/db';
import { present } from '@mpx/shared';
import { desc } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { listeningPort } from '@mpx/testing';
import type { Member, TestApp } from '../support/test-app';

type Method = NonNullable<InjectOptions['method']>;

/** A REST call as `who` (bearer), or as a guest; a payload goes as JSON. */
export function call(t: TestApp, who: Member | null, method: Method, url: string, payload?: Record<string, unknown>) {
  return t.request({ method, url, headers: who ? who.auth : {}, ...(payload === undefined ? {} : { payload }) });
}

export async function ok<T = unknown>(t: TestApp, who: Member, method: Method, url: string, payload?: Record<string, unknown>): Promise<T> {
  const res = await call(t, who, method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export interface Summary {
  users: { total: number; verified: number; admin: number; newLast7Days: number };
  listings: { total: number; active: number; sold: number; loaned: number; deleted: number; newLast7Days: number };
  sales: { total: number; newLast7Days: number };
  loans: { total: number; active: number; returned: number; overdue: number; newLast7Days: number };
  messages: { total: number };
}

export const summary = (t: TestApp, admin: Member) => ok<Summary>(t, admin, 'GET', '/api/admin/analytics/summary');

/** Every counter as `group.name` → value, to compare two summaries counter by counter. */
export function flatten(s: Summary): Record<string, number> {
  const flat: Record<string, number> = {};
  for (const [group, counters] of Object.entries(s)) for (const [name, value] of Object.entries<number>(counters)) flat[`${group}.${name}`] = value;
  return flat;
}

/** How every counter moved from `before` to `after`: only the ones that moved. */
export function moved(before: Summary, after: Summary): Record<string, number> {
  const a = flatten(before);
  const b = flatten(after);
  const changed: Record<string, number> = {};
  for (const key of Object.keys(b)) if (b[key] !== a[key]) changed[key] = (b[key] ?? 0) - (a[key] ?? 0);
  return changed;
}

export interface AuditRow {
  action: string;
  targetType: string;
  targetId: number;
  adminId: number | null;
  details: { before: Record<string, unknown> | null; after: Record<string, unknown> | null };
}

/** The audit log's rows, newest first, as stored. */
export function auditRows(db: Db): AuditRow[] {
  return db
    .select()
    .from(adminAudit)
    .orderBy(desc(adminAudit.id))
    .all()
    .map((row) => {
      const details: AuditRow['details'] = JSON.parse(row.details);
      return { action: row.action, targetType: row.targetType, targetId: row.targetId, adminId: row.adminId, details };
    });
}

export function latestAudit(db: Db): AuditRow {
  return present(auditRows(db)[0], 'an audit entry');
}

/**
 * Rows of every table that refer to `id` of `target` through a foreign key, per `table.column`,
 * found from the schema itself (so a table added later is covered too), plus the references
 * that are not foreign keys: a rating's listing (`transaction_id`), a search index row, a
 * thread's last message.
 */
export function referencesTo(db: Db, target: 'users' | 'listings', id: number): Record<string, number> {
  const client = db.$client;
  const count = (sql: string) => Number(client.prepare<[number], number>(sql).pluck().get(id));
  const tables = client
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'listings_fts%' AND name NOT LIKE '__drizzle%'",
    )
    .pluck()
    .all();
  const found: Record<string, number> = {};
  for (const table of tables) {
    const keys = client.prepare<[string], { from: string; table: string }>('SELECT "from", "table" FROM pragma_foreign_key_list(?)').all(table);
    for (const key of keys.filter((k) => k.table === target)) found[`${table}.${key.from}`] = count(`SELECT count(*) FROM "${table}" WHERE "${key.from}" = ?`);
  }
  found[`${target}.id`] = count(`SELECT count(*) FROM ${target} WHERE id = ?`);
  if (target === 'listings') {
    found['ratings.listing_id'] = count('SELECT count(*) FROM ratings WHERE listing_id = ?');
    found['listings_fts.rowid'] = count('SELECT count(*) FROM listings_fts WHERE rowid = ?');
  }
  return found;
}

/** The tables that must have been searched, whatever the schema adds later. */
export const USER_REFERENCES = [
  'sessions.user_id',
  'email_verification_tokens.user_id',
  'password_reset_tokens.user_id',
  'listings.user_id',
  'loans.lender_id',
  'loans.borrower_id',
  'message_threads.user_low',
  'message_threads.user_high',
  'messages.sender_id',
  'messages.recipient_id',
  'message_emails.recipient_id',
  'notifications.user_id',
  'notifications.from_user_id',
  'ratings.from_user_id',
  'ratings.to_user_id',
  'flags.reporter_id',
  'admin_audit.admin_id',
  'watches.user_id',
  'watch_alerts.user_id',
  'watch_digests.user_id',
  'users.id',
];

export const LISTING_REFERENCES = [
  'listing_photos.listing_id',
  'loans.listing_id',
  'message_threads.listing_id',
  'messages.listing_id',
  'flags.listing_id',
  'watches.listing_id',
  'watch_alerts.listing_id',
  'listings.id',
  'listings_fts.rowid',
];

/** Both stored files of a photo (full size and thumbnail), from one of its URLs. */
export function photoFiles(t: TestApp, url: string): string[] {
  const name = present(/\/uploads\/([0-9a-f]{32})(?:\.thumb)?\.webp$/.exec(url)?.[1], `a photo URL: ${url}`);
  return [join(t.dataDir, 'uploads', `${name}.webp`), join(t.dataDir, 'uploads', `${name}.thumb.webp`)];
}

export const filesExist = (t: TestApp, url: string) => photoFiles(t, url).map((file) => existsSync(file));

/** A real SMTP server that refuses every message (550), to see the mail server say no. */
export async function startRefusingSmtp(): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${listeningPort(server.server.address())}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
