import { displayName, searchQueryField, wantedSummary, type WantedPost } from '@mpx/shared';
import { placeLabel } from '@mpx/shared/places';
import { iso } from '../time';

/** A wanted post with its search's query and its member, as the board's one statement reads it. */
export interface WantedRow {
  id: number;
  savedSearchId: number;
  userId: number;
  instrumentType: string;
  note: string | null;
  createdAt: number;
  expiresAt: number;
  query: string;
  name: string;
  nickname: string | null;
  postcode: string;
}

export const WANTED_SELECT = `SELECT w.id, w.saved_search_id AS savedSearchId, w.user_id AS userId, w.instrument_type AS instrumentType,
  w.note, w.created_at AS createdAt, w.expires_at AS expiresAt, s.query, u.name, u.nickname, u.location_postcode AS postcode
  FROM wanted_posts w JOIN saved_searches s ON s.id = w.saved_search_id JOIN users u ON u.id = w.user_id`;

/**
 * A wanted post as @mpx/shared's `wantedOutput` checks it: what it looks for is read back from
 * its search's canonical query, the one place it is stored.
 */
export function toWanted(row: WantedRow): WantedPost {
  const parsed = searchQueryField.safeParse(row.query);
  const f = parsed.success ? parsed.data : null;
  return {
    wanted_id: row.id,
    member: { id: row.userId, name: displayName(row) },
    suburb: placeLabel(row.postcode),
    instrument_type: row.instrumentType,
    like: f?.like ?? null,
    rim_min: f?.rim_min ?? null,
    rim_max: f?.rim_max ?? null,
    // A post asks for one cup word (the browse's `cup` takes several).
    cup: f?.cup[0] ?? null,
    price_max: f?.price_max ?? null,
    near: f?.near ?? null,
    within_km: f?.within_km ?? null,
    note: row.note,
    // A query a later size table no longer reads keeps its words as stored.
    summary: f ? wantedSummary(f) : row.query,
    query: row.query,
    created_at: iso(row.createdAt),
    expires_at: iso(row.expiresAt),
  };
}
