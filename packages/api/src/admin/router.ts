import {
  adminListingDeletedOutput,
  adminUserListOutput,
  adminUserOutput,
  adminUsersPageInput,
  adminUsersPageOutput,
  analyticsSummaryOutput,
  auditPageInput,
  auditPageOutput,
  adminWeeklyOutput,
  adminSystemOutput,
  resendVerificationOutput,
  userDeletedOutput,
  type AdminUserUpdateInput,
} from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { deferred, idOf, pathIdInput } from '../rest/ids';
import { checkedOutput } from '../rest/output';
import { adminProcedure, router } from '../trpc';
import { analyticsSummary } from './analytics';
import { auditPage } from './audit';
import { deleteListingAsAdmin } from './listing-delete';
import { resendVerification } from './resend';
import { systemStatus } from './system';
import { deleteUser } from './user-delete';
import { listUsers, usersPage } from './users-read';
import { setAdmin, setEmailVerified, updateUser } from './users-service';
import { weeklySeries } from './weekly';

const anAdminUser = checkedOutput(adminUserOutput);

/**
 * API §8 and §9, and the audit log: every procedure here is admin-only (401 for guests, 403
 * `Admin access required.` for members, on every transport). Bodies the contract validates after
 * the 404 are parsed by the services.
 */
export const adminRouter = router({
  /** GET /api/admin/users (api §8.1): every user. */
  users: adminProcedure
    .meta(READ)
    .output(checkedOutput(adminUserListOutput))
    .query(({ ctx }) => listUsers(ctx.deps)),

  /** The app's users table: a page of 50, searchable by name, nickname or email (tRPC only). */
  usersPage: adminProcedure
    .meta(READ)
    .input(adminUsersPageInput)
    .output(checkedOutput(adminUsersPageOutput))
    .query(({ ctx, input }) => usersPage(ctx.deps, input)),

  /** PUT /api/admin/users/{id} (api §8.2). */
  updateUser: adminProcedure
    .meta(WRITE)
    .input(deferred<AdminUserUpdateInput & { user_id: number }>())
    .output(anAdminUser)
    .mutation(({ ctx, input }) => {
      const { user_id, ...fields } = input;
      return updateUser(ctx.deps, ctx.viewer.user, idOf(user_id), fields);
    }),

  /** PATCH /api/admin/users/{id}/verify-email (api §8.3). */
  setEmailVerified: adminProcedure
    .meta(WRITE)
    .input(deferred<{ user_id: number; email_verified: boolean }>())
    .output(anAdminUser)
    .mutation(({ ctx, input }) => setEmailVerified(ctx.deps, ctx.viewer.user, idOf(input.user_id), { email_verified: input.email_verified })),

  /** PATCH /api/admin/users/{id}/admin (api §8.4). */
  setAdmin: adminProcedure
    .meta(WRITE)
    .input(deferred<{ user_id: number; is_admin: boolean }>())
    .output(anAdminUser)
    .mutation(({ ctx, input }) => setAdmin(ctx.deps, ctx.viewer.user, idOf(input.user_id), { is_admin: input.is_admin })),

  /** POST /api/admin/users/{id}/resend-verification (api §8.5). */
  resendVerification: adminProcedure
    .meta(WRITE)
    .input(z.object({ user_id: pathIdInput }))
    .output(checkedOutput(resendVerificationOutput))
    .mutation(({ ctx, input }) => resendVerification(ctx.deps, ctx.viewer.user, input.user_id)),

  /** DELETE /api/admin/users/{id}[?force=true] (api §8.6). */
  deleteUser: adminProcedure
    .meta(WRITE)
    .input(z.object({ user_id: pathIdInput, force: z.boolean().optional() }))
    .output(checkedOutput(userDeletedOutput))
    .mutation(({ ctx, input }) => deleteUser(ctx.deps, ctx.viewer.user, input.user_id, input.force === true)),

  /** DELETE /api/admin/listings/{id} (api §8.7). */
  deleteListing: adminProcedure
    .meta(WRITE)
    .input(z.object({ listing_id: pathIdInput }))
    .output(checkedOutput(adminListingDeletedOutput))
    .mutation(({ ctx, input }) => deleteListingAsAdmin(ctx.deps, ctx.viewer.user, input.listing_id)),

  /** GET /api/admin/analytics/summary (api §9.1). */
  analytics: adminProcedure
    .meta(READ)
    .output(checkedOutput(analyticsSummaryOutput))
    .query(({ ctx }) => analyticsSummary(ctx.deps)),

  /** The admin charts: new members, listings, sales and loans per UTC week, last 12 weeks (tRPC only). */
  weekly: adminProcedure
    .meta(READ)
    .output(checkedOutput(adminWeeklyOutput))
    .query(({ ctx }) => weeklySeries(ctx.deps)),

  /** The audit log of admin writes, newest first (beyond the contract; tRPC only). */
  audit: adminProcedure
    .meta(READ)
    .input(auditPageInput)
    .output(checkedOutput(auditPageOutput))
    .query(({ ctx, input }) => auditPage(ctx.deps, input.page ?? 1)),

  /** GET /api/admin/system (api §18.4): the System tab. */
  system: adminProcedure
    .meta(READ)
    .output(checkedOutput(adminSystemOutput))
    .query(({ ctx }) => systemStatus(ctx.deps)),
});
