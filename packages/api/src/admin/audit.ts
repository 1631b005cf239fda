import { adminAudit } from '@mpx/db';
import { AUDIT_PAGE_SIZE, auditStateOutput, type AuditPage } from '@mpx/shared';
import { count, desc } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../context';
import { iso } from '../time';
import { pagination } from './paging';

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
