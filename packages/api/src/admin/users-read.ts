import { ADMIN_ERRORS, ADMIN_USERS_PAGE_SIZE, type AdminUser, type AdminUsersPage } from '@mpx/shared';
import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import { notFound } from '../errors';
import { DataMemo } from '../core/memo';
import { pagination } from './paging';
import { toAdminUser, type AdminUserSource } from './shapes';

/** The columns of `AdminUser`; `listingCount` counts owned listings not deleted (one index range each). */
const COLUMNS = `u.id, u.email, u.name, u.nickname, u.location_state AS locationState, u.location_postcode AS locationPostcode,
  u.email_verified AS emailVerified, u.is_admin AS isAdmin, u.status, u.join_date AS joinDate,
  u.average_rating AS averageRating, u.rating_count AS ratingCount,
  (SELECT count(*) FROM listings l WHERE l.user_id = u.id AND l.status <> 'deleted') AS listingCount`;

/** Newest first, the contract's order (api §8.1), walked backwards along `users_join_date_idx`. */
const ORDER = 'ORDER BY u.join_date DESC, u.id DESC';

/** Name, nickname or email contains the text (LIKE: ASCII case-insensitive; emails are stored lower-cased). */
const SEARCH = `(u.name LIKE @pattern ESCAPE '\\' OR u.nickname LIKE @pattern ESCAPE '\\' OR u.email LIKE @pattern ESCAPE '\\')`;

interface Row extends Omit<AdminUserSource, 'emailVerified' | 'isAdmin'> {
  emailVerified: number;
  isAdmin: number;
}

const shape = (row: Row): AdminUser => toAdminUser({ ...row, emailVerified: row.emailVerified === 1, isAdmin: row.isAdmin === 1 });

const everyUser = new DataMemo<AdminUser[]>('admin: every user');

/**
 * GET /api/admin/users (api §8.1): every user, newest first. 5,000 users take ~10 ms to read and more
 * to check and serialise, so the list is kept until a row changes (core/memo.ts).
 */
export function listUsers(deps: Deps): AdminUser[] {
  return everyUser.get(deps, '', () => ({
    value: prepared<Row>(deps.db, `SELECT ${COLUMNS} FROM users u ${ORDER}`).all().map(shape),
    validUntil: Infinity,
  }));
}

/** One user as `AdminUser`, or the contract's 404. */
export function adminUser(deps: Deps, userId: number): AdminUser {
  const row = prepared<Row>(deps.db, `SELECT ${COLUMNS} FROM users u WHERE u.id = ?`).get(userId);
  if (!row) throw notFound(ADMIN_ERRORS.userNotFound);
  return shape(row);
}

/** `%text%` for LIKE, with the wildcards a user typed taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const pages = new DataMemo<AdminUsersPage>('admin: users pages');

/**
 * The app's users table: one page of `ADMIN_USERS_PAGE_SIZE`, newest first, optionally only users
 * whose name, nickname or email contains `q`, and the total the pager needs. Pages are kept until
 * a row changes, like the full list.
 */
export function usersPage(deps: Deps, input: { q?: string | undefined; page?: number | undefined }): AdminUsersPage {
  const page = input.page ?? 1;
  const q = input.q ?? '';
  return pages.get(deps, `${page}:${q}`, () => ({ value: readPage(deps, q, page), validUntil: Infinity }));
}

function readPage(deps: Deps, q: string, page: number): AdminUsersPage {
  const offset = (page - 1) * ADMIN_USERS_PAGE_SIZE;
  const rows =
    q === ''
      ? prepared<Row>(deps.db, `SELECT ${COLUMNS} FROM users u ${ORDER} LIMIT @limit OFFSET @offset`).all({ limit: ADMIN_USERS_PAGE_SIZE, offset })
      : prepared<Row>(deps.db, `SELECT ${COLUMNS} FROM users u WHERE ${SEARCH} ${ORDER} LIMIT @limit OFFSET @offset`).all({
          pattern: containing(q),
          limit: ADMIN_USERS_PAGE_SIZE,
          offset,
        });
  const total =
    q === ''
      ? (prepared<number>(deps.db, 'SELECT count(*) FROM users').pluck().get() ?? 0)
      : (prepared<number>(deps.db, `SELECT count(*) FROM users u WHERE ${SEARCH}`)
          .pluck()
          .get({ pattern: containing(q) }) ?? 0);
  return { users: rows.map(shape), pagination: pagination(page, ADMIN_USERS_PAGE_SIZE, total) };
}
