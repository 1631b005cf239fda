import { z } from 'zod';
import { paginationOutput } from '../listings/responses';
import { flagOutput } from '../moderation/responses';
import { apiNote, apiShape, countValue, idValue, messageOutput, stateValue, timestampValue } from '../responses';
import { AUDIT_ACTIONS, AUDIT_TARGETS, WEEKLY_WEEKS } from './constants';
import { ADMIN_MESSAGES } from './texts';

/** The admin shapes of api §12 and the answers of api §7.2–§7.5, §8 and §9, and the audit log's. */

/** api §12 AdminUser: the one user shape with another user's email and postcode, for admins only. */
export const adminUserOutput = apiShape(
  'AdminUser',
  z.strictObject({
    user_id: idValue,
    email: z.string(),
    name: apiNote(z.string().min(1), 'Never empty.'),
    nickname: z.string().nullable(),
    location_state: stateValue,
    location_postcode: apiNote(z.string().regex(/^\d{4}$/), '4 digits.'),
    email_verified: z.boolean(),
    is_admin: z.boolean(),
    status: z.enum(['active', 'disabled']),
    join_date: timestampValue,
    average_rating: apiNote(z.number().min(0), 'The unrounded mean of the stars received, 0 when there are none.'),
    rating_count: countValue,
    listing_count: apiNote(countValue, 'Listings owned whose status is not "deleted".'),
  }),
);
export type AdminUser = z.output<typeof adminUserOutput>;

/** GET /api/admin/users (api §8.1). */
export const adminUserListOutput = apiShape(
  'AdminUserListResponse',
  z.array(adminUserOutput),
  'Every user, newest first (join_date, then user_id, descending).',
);

/** The app's own paged and searchable users table (tRPC only). */
export const adminUsersPageOutput = apiShape(
  'AdminUsersPage',
  z.strictObject({ users: z.array(adminUserOutput), pagination: paginationOutput }),
  'One page of users, newest first; `q` matches name, nickname or email.',
);
export type AdminUsersPage = z.output<typeof adminUsersPageOutput>;

/** POST /api/admin/users/{id}/resend-verification (api §8.5). */
export const resendVerificationOutput = apiShape(
  'ResendVerificationResponse',
  z.strictObject({ message: z.literal(ADMIN_MESSAGES.verificationSent), sentTo: apiNote(z.string(), "The user's email address.") }),
);
export type ResendVerificationResponse = z.output<typeof resendVerificationOutput>;

/** DELETE /api/admin/users/{id} (api §8.6). */
export const userDeletedOutput = messageOutput('UserDeletedResponse', ADMIN_MESSAGES.userDeleted);

/** DELETE /api/admin/listings/{id} (api §8.7). */
export const adminListingDeletedOutput = apiShape(
  'AdminListingDeletedResponse',
  z.strictObject({
    message: z.literal(ADMIN_MESSAGES.listingDeleted),
    deletedListing: z.strictObject({ listing_id: idValue, brand: z.string(), model: z.string(), user_id: idValue }),
  }),
);
export type AdminListingDeletedResponse = z.output<typeof adminListingDeletedOutput>;

/** GET /api/moderation/dashboard (api §7.2). */
export const moderationDashboardOutput = apiShape('ModerationDashboard', z.strictObject({ pendingFlags: apiNote(countValue, 'Flags with status pending.') }));

/** GET /api/moderation/flags (api §7.3): every flag, with api §12 Flag of moderation/responses.ts. */
export const flagListOutput = apiShape('FlagListResponse', z.array(flagOutput), 'Every flag, newest first (timestamp, then flag_id, descending).');

/** DELETE /api/moderation/flags/{flagId} (api §7.5). */
export const flagDeletedOutput = messageOutput('FlagDeletedResponse', ADMIN_MESSAGES.flagDeleted);

/** api §12 AnalyticsSummary (api §9.1): every value an integer count. */
export const analyticsSummaryOutput = apiShape(
  'AnalyticsSummary',
  z.strictObject({
    users: z.strictObject({ total: countValue, verified: countValue, admin: countValue, newLast7Days: countValue }),
    listings: z.strictObject({
      total: apiNote(countValue, 'Listings whose status is not deleted.'),
      active: countValue,
      sold: countValue,
      loaned: countValue,
      deleted: countValue,
      newLast7Days: countValue,
    }),
    sales: z.strictObject({ total: countValue, newLast7Days: countValue }),
    loans: z.strictObject({
      total: countValue,
      active: apiNote(countValue, 'Loans in active or return_pending.'),
      returned: countValue,
      overdue: countValue,
      newLast7Days: countValue,
    }),
    messages: z.strictObject({ total: countValue }),
  }),
  '"Last 7 days" is the 7 × 24 hours before the request.',
);
export type AnalyticsSummary = z.output<typeof analyticsSummaryOutput>;

/** One UTC week of the admin charts: what was new in it. */
export const adminWeekOutput = apiShape(
  'AdminWeek',
  z.strictObject({
    week_start: apiNote(z.iso.date(), 'The Monday that starts the week (UTC), as YYYY-MM-DD.'),
    members: apiNote(countValue, 'Users whose join_date is in the week.'),
    listings: apiNote(countValue, 'Listings not deleted whose created_at is in the week.'),
    sales: apiNote(countValue, 'Listings with status sold whose sold_at is in the week.'),
    loans: apiNote(countValue, 'Loans, in every status, whose created_at is in the week.'),
  }),
);
export type AdminWeek = z.output<typeof adminWeekOutput>;

/** The admin charts' weekly series (tRPC only): the last `WEEKLY_WEEKS` UTC weeks. */
export const adminWeeklyOutput = apiShape(
  'AdminWeekly',
  z.strictObject({ weeks: z.array(adminWeekOutput).length(WEEKLY_WEEKS) }),
  'The last 12 UTC weeks (Monday to Sunday), oldest first; the last is the current week so far.',
);
export type AdminWeekly = z.output<typeof adminWeeklyOutput>;

/** A value of an audit entry's before/after: short scalars only (never passwords, tokens or message contents). */
const auditValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** An audit entry's `before` or `after`: the few fields the action changed, or null (nothing before a resend, nothing after a delete). */
export const auditStateOutput = z.record(z.string(), auditValue).nullable();
export type AuditState = z.output<typeof auditStateOutput>;

/** One entry of the admin audit log (beyond the contract; tRPC only). */
export const auditEntryOutput = apiShape(
  'AuditEntry',
  z.strictObject({
    audit_id: idValue,
    admin: z.strictObject({
      user_id: apiNote(idValue.nullable(), "null once the admin's account is deleted."),
      name: apiNote(z.string(), 'The display name at the time.'),
    }),
    action: z.enum(AUDIT_ACTIONS),
    target: z.strictObject({
      type: z.enum(AUDIT_TARGETS),
      id: apiNote(idValue, 'The target may no longer exist.'),
      label: apiNote(z.string(), 'How the target read at the time: an email, "Bach 7C", "Flag #3".'),
    }),
    before: auditStateOutput,
    after: auditStateOutput,
    created_at: timestampValue,
  }),
);
export type AuditEntry = z.output<typeof auditEntryOutput>;

export const auditPageOutput = apiShape(
  'AuditPage',
  z.strictObject({ entries: z.array(auditEntryOutput), pagination: paginationOutput }),
  'Admin actions, newest first (created_at, then audit_id, descending).',
);
export type AuditPage = z.output<typeof auditPageOutput>;
