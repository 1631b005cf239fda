import { z } from 'zod';
import { FLAG_STATUSES } from '../moderation/constants';
import { profileUpdateInput } from '../profile/schemas';
import { MAX_ADMIN_SEARCH } from './constants';
import { ADMIN_ERRORS } from './texts';

/**
 * PUT /api/admin/users/{id} (api §8.2): the four fields an admin may edit, with the rules and
 * messages of api §2.2. Everything else a client sends back from `AdminUser` is ignored.
 */
export const adminUserUpdateInput = profileUpdateInput.pick({ name: true, nickname: true, location_state: true, location_postcode: true });
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateInput>;
export type AdminUserUpdate = z.output<typeof adminUserUpdateInput>;

/** PATCH /api/admin/users/{id}/verify-email (api §8.3): a JSON boolean, nothing else. */
export const emailVerifiedInput = z.object({ email_verified: z.boolean({ error: ADMIN_ERRORS.emailVerifiedNotBoolean }) });

/** PATCH /api/admin/users/{id}/admin (api §8.4). */
export const isAdminInput = z.object({ is_admin: z.boolean({ error: ADMIN_ERRORS.isAdminNotBoolean }) });

/** PATCH /api/moderation/flags/{flagId} (api §7.4): any status may be set from any other. */
export const flagStatusInput = z.object({ status: z.enum(FLAG_STATUSES, { error: ADMIN_ERRORS.invalidFlagStatus }) });

/** The app's own paged users table: search by name, nickname or email (case-insensitive substring). */
export const adminUsersPageInput = z.object({
  q: z.string().trim().max(MAX_ADMIN_SEARCH).optional(),
  page: z.int().min(1).optional(),
});
export type AdminUsersPageInput = z.input<typeof adminUsersPageInput>;

/** The audit log tab, newest first. */
export const auditPageInput = z.object({ page: z.int().min(1).optional() });
