import { sessions, users, type Db } from '@mpx/db';
import { SESSION_DAYS, SESSION_RENEW_BELOW_DAYS } from '@mpx/shared';
import { eq, sql } from 'drizzle-orm';
import type { Deps, Viewer } from '../context';
import { generateToken, hashToken } from './tokens';
import { write } from './write';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_MS = SESSION_DAYS * DAY_MS;
export const SESSION_SECONDS = SESSION_MS / 1000;
const RENEW_BELOW_MS = SESSION_RENEW_BELOW_DAYS * DAY_MS;

export type { Viewer };

export function createSession(deps: Deps, userId: number): string {
  const token = generateToken();
  const now = deps.now();
  write(deps, () =>
    deps.db
      .insert(sessions)
      .values({ id: hashToken(token), userId, expiresAt: now + SESSION_MS, createdAt: now })
      .run(),
  );
  return token;
}

/**
 * Resolves a presented token to its session and user (one indexed lookup). Expired sessions are
 * removed; a session with under 15 days left is extended to 30 (sliding renewal), and `renewed`
 * tells the caller to send the cookie again. The user row is read fresh, so admin rights and
 * account status take effect on the next request.
 */
export function validateSessionToken(deps: Deps, token: string): { viewer: Viewer | null; renewed: boolean } {
  const id = hashToken(token);
  const row = sessionLookup(deps.db).get({ id });
  if (!row) return { viewer: null, renewed: false };
  const now = deps.now();
  if (row.session.expiresAt <= now) {
    deleteSession(deps, id);
    return { viewer: null, renewed: false };
  }
  if (row.user.status !== 'active') return { viewer: null, renewed: false };
  let renewed = false;
  if (row.session.expiresAt - now < RENEW_BELOW_MS) {
    write(deps, () =>
      deps.db
        .update(sessions)
        .set({ expiresAt: now + SESSION_MS })
        .where(eq(sessions.id, id))
        .run(),
    );
    renewed = true;
  }
  return { viewer: { sessionId: id, user: row.user }, renewed };
}

const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();
}

/**
 * The session lookup runs on every authenticated request: prepared once per connection, it
 * skips building and compiling the SQL each time (about half the cost of a member's request).
 */
function sessionLookup(db: Db) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  return lookup;
}

export function deleteSession(deps: Deps, sessionId: string): void {
  write(deps, () => deps.db.delete(sessions).where(eq(sessions.id, sessionId)).run());
}
