/**
 * The admin writes the audit log records (issue 9: beyond the spec), one per action. Kept
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
