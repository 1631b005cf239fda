import { adminAudit, type UserRow } from '@mpx/db';
import { AUDIT_TEXT_LENGTH, type AuditAction, type AuditState, type AuditTarget } from '@mpx/shared';
import type { Deps } from '../context';
import type { WriteScope } from './write';

/**
 * The admin an entry names. Here, with the writer of the log, because admin and moderation both
 * write it and neither may import the other.
 */
export type Admin = Pick<UserRow, 'id' | 'name'>;

/** What an admin write records: who did what to which target, and what changed. */
export interface AuditRecord {
  action: AuditAction;
  target: { type: AuditTarget; id: number; label: string };
  /** The fields the action changed, as they were; null when there was nothing (a resend). */
  before: AuditState;
  /** As they are now; null when the target is gone (a delete). */
  after: AuditState;
}

/**
 * Records an admin write in the audit log. Takes the write's scope so it can only be called
 * inside the transaction that makes the change: the entry and the change commit or roll back
 * together. Callers pass short scalars only: never a password (hash), a token or a message's
 * contents; free text (a flag's reason) is cut to a few words.
 */
export function recordAudit(deps: Deps, _tx: WriteScope, admin: Admin, record: AuditRecord): number {
  return deps.db
    .insert(adminAudit)
    .values({
      adminId: admin.id,
      adminName: admin.name,
      action: record.action,
      targetType: record.target.type,
      targetId: record.target.id,
      targetLabel: record.target.label,
      details: JSON.stringify({ before: record.before, after: record.after }),
      createdAt: deps.now(),
    })
    .returning({ id: adminAudit.id })
    .get().id;
}

/** Free text an entry keeps (a flag's reason): the first few words only. */
export function auditText(text: string): string {
  const chars = Array.from(text);
  return chars.length <= AUDIT_TEXT_LENGTH ? text : `${chars.slice(0, AUDIT_TEXT_LENGTH - 1).join('')}…`;
}
