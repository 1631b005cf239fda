/**
 * The admin writes the audit log records (api §18.3: an addition to the contract), one per action. Kept
 * here so the server's writer and the web app's labels read the same list.
 */
export const AUDIT_ACTIONS = [
  'flag.status',
  'flag.delete',
  'user.update',
  'user.verify_email',
  'user.admin',
  'user.resend_verification',
  'user.delete',
  'listing.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit entry is about; the target itself may be gone by the time it is read. */
export const AUDIT_TARGETS = ['user', 'listing', 'flag'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** Rows per page of the admin users table (the app's own paged list, beside api §8.1's full list). */
export const ADMIN_USERS_PAGE_SIZE = 50;
/** The users table's search box: name, nickname or email, at most this many characters. */
export const MAX_ADMIN_SEARCH = 100;
/** Entries per page of the audit log tab. */
export const AUDIT_PAGE_SIZE = 50;
/** Free text kept in an audit entry (a flag's reason) is cut to this many characters. */
export const AUDIT_TEXT_LENGTH = 120;
/** API §9.1: "last 7 days" is the 7 × 24 hours before the request. */
export const ANALYTICS_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** The admin charts: this many UTC weeks (Monday to Sunday), the current one included. */
export const WEEKLY_WEEKS = 12;
