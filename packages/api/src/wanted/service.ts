import { savedSearches, wantedPosts, type WantedPostRow } from '@mpx/db';
import {
  MAX_WANTED_POSTS,
  WANTED_EXPIRY_MS,
  WANTED_TEXTS,
  wantedSearchName,
  wantedSummary,
  type WantedBoard,
  type WantedPost,
  type WantedValues,
} from '@mpx/shared';
import { kmToPostcode } from '@mpx/shared/places';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import { write } from '../core/write';
import { forbidden, notFound } from '../errors';
import { nearPoint } from '../places/service';
import { compileSearch } from '../searches/compile';
import { fileSearch, refileSearch } from '../searches/service';
import { toWanted, WANTED_SELECT, type WantedRow } from './shapes';

/** The board shows this many, newest first; `total` counts them all. */
export const WANTED_PAGE = 50;

const BOARD = `${WANTED_SELECT} WHERE w.expires_at > ? AND u.status = 'active' ORDER BY w.id DESC`;
const ONE = `${WANTED_SELECT} WHERE w.id = ?`;
const MINE = `${WANTED_SELECT} WHERE w.user_id = ? ORDER BY w.id DESC`;

function readOne(deps: Deps, wantedId: number): WantedPost {
  const row = prepared<WantedRow>(deps.db, ONE).get(wantedId);
  if (!row) throw notFound(WANTED_TEXTS.notFound);
  return toWanted(row);
}

export interface BoardQuery {
  instrumentTypes: readonly string[];
  near: string | null;
  withinKm: number | null;
}

/**
 * GET /api/wanted: the open posts of active members, newest first; `within_km` of `near` keeps
 * those whose member's postcode lies that close (as browse measures a seller's).
 */
export function wantedBoard(deps: Deps, q: BoardQuery): WantedBoard {
  let rows = prepared<WantedRow>(deps.db, BOARD).all(deps.now());
  if (q.instrumentTypes.length > 0) rows = rows.filter((r) => q.instrumentTypes.includes(r.instrumentType));
  if (q.near !== null && q.withinKm !== null) {
    const from = nearPoint(q.near);
    const within = q.withinKm;
    rows = rows.filter((r) => {
      const km = kmToPostcode(from, r.postcode);
      return km !== null && km <= within;
    });
  }
  return { wanted: rows.slice(0, WANTED_PAGE).map(toWanted), total: rows.length };
}

/** The caller's own posts, expired ones too (to renew), newest first. */
export function myWanted(deps: Deps, userId: number): WantedBoard {
  const rows = prepared<WantedRow>(deps.db, MINE).all(userId);
  return { wanted: rows.map(toWanted), total: rows.length };
}

const instrumentOf = (values: WantedValues): string => values.filters.instrument_type[0] ?? '';

/**
 * POST /api/wanted: the post's search is filed as every saved search is (kind `wanted`), so
 * the one matcher alerts its member of new listings. At most `MAX_WANTED_POSTS` open per member.
 */
export function createWanted(deps: Deps, userId: number, values: WantedValues): WantedPost {
  const compiled = compileSearch(values.filters);
  return write(deps, () => {
    const now = deps.now();
    const open = deps.db
      .select({ n: count() })
      .from(wantedPosts)
      .where(and(eq(wantedPosts.userId, userId), gt(wantedPosts.expiresAt, now)))
      .get();
    if ((open?.n ?? 0) >= MAX_WANTED_POSTS) throw forbidden(WANTED_TEXTS.limit);
    const search = fileSearch(deps, { userId, name: wantedSearchName(wantedSummary(values.filters)), kind: 'wanted' }, compiled);
    const row = deps.db
      .insert(wantedPosts)
      .values({
        userId,
        savedSearchId: search.id,
        instrumentType: instrumentOf(values),
        note: values.note,
        createdAt: now,
        updatedAt: now,
        expiresAt: now + WANTED_EXPIRY_MS,
      })
      .returning()
      .get();
    return readOne(deps, row.id);
  });
}

/** 404 for a post that is not there, 403 for someone else's: the board shows them to everyone. */
function ownWanted(deps: Deps, userId: number, wantedId: number): WantedPostRow {
  const row = deps.db.select().from(wantedPosts).where(eq(wantedPosts.id, wantedId)).get();
  if (!row) throw notFound(WANTED_TEXTS.notFound);
  if (row.userId !== userId) throw forbidden(WANTED_TEXTS.notOwner);
  return row;
}

/** PUT /api/wanted/{id}: the whole post again; its expiry stands (Renew moves it). */
export function updateWanted(deps: Deps, userId: number, wantedId: number, values: WantedValues): WantedPost {
  const compiled = compileSearch(values.filters);
  return write(deps, () => {
    const post = ownWanted(deps, userId, wantedId);
    const now = deps.now();
    refileSearch(deps, post.savedSearchId, { name: wantedSearchName(wantedSummary(values.filters)), alerts: post.expiresAt > now }, compiled);
    deps.db
      .update(wantedPosts)
      .set({ instrumentType: instrumentOf(values), note: values.note, updatedAt: now })
      .where(eq(wantedPosts.id, wantedId))
      .run();
    return readOne(deps, wantedId);
  });
}

/** POST /api/wanted/{id}/renew: another `WANTED_EXPIRY_DAYS` from now, back on the board and matched. */
export function renewWanted(deps: Deps, userId: number, wantedId: number): WantedPost {
  return write(deps, () => {
    const post = ownWanted(deps, userId, wantedId);
    const now = deps.now();
    deps.db
      .update(wantedPosts)
      .set({ expiresAt: now + WANTED_EXPIRY_MS, updatedAt: now })
      .where(eq(wantedPosts.id, wantedId))
      .run();
    deps.db.update(savedSearches).set({ alerts: true }).where(eq(savedSearches.id, post.savedSearchId)).run();
    return readOne(deps, wantedId);
  });
}

/** DELETE /api/wanted/{id}: its search goes, and the post and alerts with it (foreign keys cascade). */
export function removeWanted(deps: Deps, userId: number, wantedId: number): { message: typeof WANTED_TEXTS.deleted } {
  return write(deps, () => {
    const post = ownWanted(deps, userId, wantedId);
    deps.db.delete(savedSearches).where(eq(savedSearches.id, post.savedSearchId)).run();
    return { message: WANTED_TEXTS.deleted };
  });
}
