import { adminAudit, type UserRow } from '@mpx/db';
import { AUDIT_PAGE_SIZE, AUDIT_TEXT_LENGTH, auditStateOutput, type AuditAction, type AuditPage, type AuditState, type AuditTarget } from '@mpx/shared';
import { count, desc } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../context';
import type { WriteScope } from '../core/write';
import { iso } from '../time';
import { pagination } from './paging';

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
export function recordAudit(deps: Deps, _tx: WriteScope, admin: Pick<UserRow, 'id' | 'name'>, record: AuditRecord): number {
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

const storedDetails = z.object({ before: auditStateOutput, after: auditStateOutput });

/** The audit log, newest first (created_at, then id, descending: the log's own index). */
export function auditPage(deps: Deps, page: number): AuditPage {
  const total = deps.db.select({ n: count() }).from(adminAudit).get()?.n ?? 0;
  const rows = deps.db
    .select()
    .from(adminAudit)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .all();
  return {
    entries: rows.map((row) => {
      const details = storedDetails.parse(JSON.parse(row.details));
      return {
        audit_id: row.id,
        admin: { user_id: row.adminId, name: row.adminName },
        action: row.action,
        target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
        before: details.before,
        after: details.after,
        created_at: iso(row.createdAt),
      };
    }),
    pagination: pagination(page, AUDIT_PAGE_SIZE, total),
  };
}
