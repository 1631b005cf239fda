import { savedSearches, searchAlerts, type SavedSearchRow } from '@mpx/db';
import { MAX_SAVED_SEARCHES, SEARCH_TEXTS, type CreateSearchFields, type SavedSearch, type SavedSearchList } from '@mpx/shared';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { Deps } from '../context';
import { write } from '../core/write';
import { forbidden, notFound } from '../errors';
import { compileSearch, type CompiledSearch } from './compile';
import { fileKeys } from './filing';
import { forgetSearchFilter } from './match';
import { NO_ALERTS, toSavedSearch, type AlertStats } from './shapes';

/** The alerts each of a member's searches made: one grouped pass over their alerts. */
function alertStats(deps: Deps, userId: number): Map<number, AlertStats> {
  const rows = deps.db
    .select({ id: searchAlerts.savedSearchId, n: count(), last: max(searchAlerts.createdAt) })
    .from(searchAlerts)
    .where(sql`${searchAlerts.savedSearchId} IN (SELECT ${savedSearches.id} FROM ${savedSearches} WHERE ${savedSearches.userId} = ${userId})`)
    .groupBy(searchAlerts.savedSearchId)
    .all();
  return new Map(rows.map((r) => [r.id, { count: r.n, lastAt: r.last }]));
}

function statsOf(deps: Deps, searchId: number): AlertStats {
  const row = deps.db
    .select({ n: count(), last: max(searchAlerts.createdAt) })
    .from(searchAlerts)
    .where(eq(searchAlerts.savedSearchId, searchId))
    .get();
  return row ? { count: row.n, lastAt: row.last } : NO_ALERTS;
}

/** A member's private saved searches: their wanted posts' searches are the board's (wanted/), never listed or changed here. */
const privateOf = (userId: number) => and(eq(savedSearches.userId, userId), eq(savedSearches.kind, 'search'));

/** `searches.list`: the caller's saved searches, oldest first. */
export function listSearches(deps: Deps, userId: number): SavedSearchList {
  const rows = deps.db.select().from(savedSearches).where(privateOf(userId)).orderBy(asc(savedSearches.id)).all();
  const stats = rows.length === 0 ? new Map<number, AlertStats>() : alertStats(deps, userId);
  return { searches: rows.map((row) => toSavedSearch(row, stats.get(row.id) ?? NO_ALERTS)) };
}

/**
 * `searches.create`: the query arrives parsed (shared `searchQueryField`); it is stored in its
 * canonical form with the compiled filter, and filed under its keys for matching. At most
 * `MAX_SAVED_SEARCHES` per member, checked inside the write so two saves cannot both pass it.
 */
export function createSearch(deps: Deps, userId: number, input: CreateSearchFields): SavedSearch {
  const compiled = compileSearch(input.query);
  return write(deps, () => {
    const held = deps.db.select({ n: count() }).from(savedSearches).where(privateOf(userId)).get()?.n ?? 0;
    if (held >= MAX_SAVED_SEARCHES) throw forbidden(SEARCH_TEXTS.limit);
    return toSavedSearch(fileSearch(deps, { userId, name: input.name, kind: 'search' }, compiled), NO_ALERTS);
  });
}

/**
 * Inside a write: stores a compiled search with alerts on and files it under its keys for
 * matching. A saved search's and a wanted post's (kind `wanted`) one way in.
 */
export function fileSearch(deps: Deps, owner: Pick<SavedSearchRow, 'userId' | 'name' | 'kind'>, compiled: CompiledSearch): SavedSearchRow {
  const now = deps.now();
  const row = deps.db
    .insert(savedSearches)
    .values({ ...owner, query: compiled.query, filter: JSON.stringify(compiled.filter), alerts: true, createdAt: now, updatedAt: now })
    .returning()
    .get();
  fileKeys(deps, row.id, compiled.keys);
  return row;
}

/**
 * Inside a write: gives a search a new query (a wanted post edited), filed again under its new
 * keys; the matcher's parsed copy of the old filter is dropped. Listings it already alerted
 * about are not alerted again (one alert per member and listing).
 */
export function refileSearch(deps: Deps, searchId: number, changes: Pick<SavedSearchRow, 'name' | 'alerts'>, compiled: CompiledSearch): void {
  deps.db
    .update(savedSearches)
    .set({ ...changes, query: compiled.query, filter: JSON.stringify(compiled.filter), updatedAt: deps.now() })
    .where(eq(savedSearches.id, searchId))
    .run();
  fileKeys(deps, searchId, compiled.keys);
  forgetSearchFilter(deps, searchId);
}

/** The caller's own saved search; anyone else's is not found (never "forbidden": its existence stays private). */
function ownSearch(deps: Deps, userId: number, searchId: number): SavedSearchRow {
  const row = deps.db.select().from(savedSearches).where(eq(savedSearches.id, searchId)).get();
  if (!row || row.userId !== userId || row.kind !== 'search') throw notFound(SEARCH_TEXTS.notFound);
  return row;
}

function change(deps: Deps, userId: number, searchId: number, changes: Partial<Pick<SavedSearchRow, 'name' | 'alerts'>>): SavedSearch {
  return write(deps, () => {
    let row = ownSearch(deps, userId, searchId);
    if ((changes.name ?? row.name) !== row.name || (changes.alerts ?? row.alerts) !== row.alerts) {
      row =
        deps.db
          .update(savedSearches)
          .set({ ...changes, updatedAt: deps.now() })
          .where(eq(savedSearches.id, searchId))
          .returning()
          .get() ?? row;
    }
    return toSavedSearch(row, statsOf(deps, searchId));
  });
}

/** `searches.rename`. */
export function renameSearch(deps: Deps, userId: number, searchId: number, name: string): SavedSearch {
  return change(deps, userId, searchId, { name });
}

/** `searches.setAlerts`: paused searches are never matched; switching back on does not look back. */
export function setSearchAlerts(deps: Deps, userId: number, searchId: number, alerts: boolean): SavedSearch {
  return change(deps, userId, searchId, { alerts });
}

/** `searches.remove`: its keys and alerts go with it (foreign keys cascade). */
export function removeSearch(deps: Deps, userId: number, searchId: number): { message: typeof SEARCH_TEXTS.deleted } {
  return write(deps, () => {
    ownSearch(deps, userId, searchId);
    deps.db.delete(savedSearches).where(eq(savedSearches.id, searchId)).run();
    return { message: SEARCH_TEXTS.deleted };
  });
}
