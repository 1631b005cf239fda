import { users, type UserRow } from '@mpx/db';
import { ADMIN_ERRORS, adminUserUpdateInput, emailVerifiedInput, isAdminInput, type AdminUser, type AuditState } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { recordAudit, type Admin } from '../core/audit';
import { write } from '../core/write';
import { badRequest, notFound, parseInput } from '../errors';
import { adminUser } from './users-read';

/** The target user read inside the write, or the contract's 404 (which comes before validation, api §8.2–§8.4). */
export function targetUser(deps: Deps, userId: number): UserRow {
  const row = deps.db.select().from(users).where(eq(users.id, userId)).get();
  if (!row) throw notFound(ADMIN_ERRORS.userNotFound);
  return row;
}

const userTarget = (user: Pick<UserRow, 'id' | 'email'>) => ({ type: 'user' as const, id: user.id, label: user.email });

/** The fields of api §8.2 by their API names, as the audit log shows them. */
const EDITABLE = [
  ['name', 'name'],
  ['nickname', 'nickname'],
  ['location_state', 'locationState'],
  ['location_postcode', 'locationPostcode'],
] as const satisfies readonly (readonly [string, keyof UserRow])[];

/**
 * PUT /api/admin/users/{id} (api §8.2): 404, then the api §2.2 rules on the four editable fields; an
 * absent field keeps its value, and everything else in the body (`is_admin`, `email`, …) is
 * ignored. The change and its audit entry are one write; a body that changes nothing writes nothing.
 */
export function updateUser(deps: Deps, admin: Admin, userId: number, body: unknown): AdminUser {
  write(deps, (tx) => {
    const user = targetUser(deps, userId);
    const input = parseInput(adminUserUpdateInput, body);
    const before: NonNullable<AuditState> = {};
    const after: NonNullable<AuditState> = {};
    const changes: Partial<UserRow> = {};
    for (const [field, column] of EDITABLE) {
      const value = input[field];
      if (value === undefined || value === user[column]) continue;
      before[field] = user[column];
      after[field] = value;
      Object.assign(changes, { [column]: value });
    }
    if (Object.keys(changes).length === 0) return;
    deps.db.update(users).set(changes).where(eq(users.id, userId)).run();
    recordAudit(deps, tx, admin, { action: 'user.update', target: userTarget(user), before, after });
  });
  return adminUser(deps, userId);
}

/**
 * PATCH /api/admin/users/{id}/verify-email (api §8.3): 404, then validation. The user's sessions are
 * left as they are. Setting the value it already has writes nothing.
 */
export function setEmailVerified(deps: Deps, admin: Admin, userId: number, body: unknown): AdminUser {
  write(deps, (tx) => {
    const user = targetUser(deps, userId);
    const { email_verified } = parseInput(emailVerifiedInput, body);
    if (user.emailVerified === email_verified) return;
    deps.db.update(users).set({ emailVerified: email_verified }).where(eq(users.id, userId)).run();
    recordAudit(deps, tx, admin, {
      action: 'user.verify_email',
      target: userTarget(user),
      before: { email_verified: user.emailVerified },
      after: { email_verified },
    });
  });
  return adminUser(deps, userId);
}

/**
 * PATCH /api/admin/users/{id}/admin (api §8.4): 404, validation, then an admin may not remove their
 * own admin status. Rights are read from the database on every request (api §0.2), so a change
 * applies to the user's next call, on every transport.
 */
export function setAdmin(deps: Deps, admin: Admin, userId: number, body: unknown): AdminUser {
  write(deps, (tx) => {
    const user = targetUser(deps, userId);
    const { is_admin } = parseInput(isAdminInput, body);
    if (user.id === admin.id && !is_admin) throw badRequest(ADMIN_ERRORS.ownAdminStatus);
    if (user.isAdmin === is_admin) return;
    deps.db.update(users).set({ isAdmin: is_admin }).where(eq(users.id, userId)).run();
    recordAudit(deps, tx, admin, { action: 'user.admin', target: userTarget(user), before: { is_admin: user.isAdmin }, after: { is_admin } });
  });
  return adminUser(deps, userId);
}
