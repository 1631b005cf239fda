import { equivalentKeys, sizeTable } from '@mpx/shared/sizes';
import { savedSearches, savedSearchKeys, searchAlerts } from '@mpx/db';
import { asc, eq } from 'drizzle-orm';
import { notificationsOf } from '../support/notifications';
import type { Member, TestApp } from '../support/test-app';

const QUERIES = new Set(['searches.list', 'wanted.draftCount']);

/**
 * Calls a procedure over HTTP tRPC as `member` (bearer), or as a guest: the status, and the
 * answer's data or its error (message, code and validation issues).
 */
export async function call(t: TestApp, member: Member | null, path: string, input?: unknown) {
  const headers = { ...(member ? member.auth : {}), 'content-type': 'application/json' };
  const res = QUERIES.has(path)
    ? await t.request({ method: 'GET', url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, headers })
    : await t.request({ method: 'POST', url: `/trpc/${path}`, headers, payload: JSON.stringify(input ?? null) });
  const body = res.json();
  return {
    status: res.statusCode,
    data: body.result?.data,
    error: body.error ? { message: body.error.message, code: body.error.data?.code, issues: body.error.data?.issues } : null,
  };
}

/** Saves a search through `searches.create`, which must answer 200; returns the SavedSearch. */
export async function saveSearch(t: TestApp, member: Member, name: string, query: string) {
  const answer = await call(t, member, 'searches.create', { name, query });
  if (answer.status !== 200) throw new Error(`create failed: ${answer.status} ${answer.error?.message}`);
  return answer.data;
}

export async function listSearches(t: TestApp, member: Member) {
  const answer = await call(t, member, 'searches.list');
  if (answer.status !== 200) throw new Error(`list failed: ${answer.status} ${answer.error?.message}`);
  return answer.data.searches;
}

/** Everything a refused write must leave as it was. */
export function searchState(t: TestApp) {
  return {
    searches: t.deps.db.select().from(savedSearches).orderBy(asc(savedSearches.id)).all(),
    keys: t.deps.db.select().from(savedSearchKeys).all().length,
  };
}

export function keysOf(t: TestApp, searchId: number): string[] {
  return t.deps.db
    .select({ key: savedSearchKeys.key })
    .from(savedSearchKeys)
    .where(eq(savedSearchKeys.savedSearchId, searchId))
    .all()
    .map((r) => r.key)
    .sort();
}

export function alertsOf(t: TestApp, userId: number) {
  return t.deps.db.select().from(searchAlerts).where(eq(searchAlerts.userId, userId)).orderBy(asc(searchAlerts.id)).all();
}

export function searchNotificationsOf(t: TestApp, userId: number) {
  return notificationsOf(t, userId, 'search');
}

/**
 * Where a "like Bach 7C" search is filed: the trumpet rim buckets of 16.2 ± 0.30 mm, each with
 * the cup classes next to its medium cup (medium deep, medium, medium shallow), and its published
 * equivalents by name.
 */
export const bach7cKeys = [
  ...[63, 64, 65, 66].flatMap((bucket) => [2, 3, 4].map((cup) => `size:trumpet:${bucket}:${cup}`)),
  ...equivalentKeys(sizeTable, { makerId: 'bach', code: '7C', family: 'trumpet' }).map((key) => `size:${key}`),
];
