import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '@mpx/shared';
import { users } from './users';

/**
 * Every admin write, recorded in the same transaction as the change (the audit log, api §18.3). The admin and
 * target are kept as snapshots too, because either may be deleted later and the record must
 * still read. Never holds passwords, tokens or message contents.
 */
export const adminAudit = sqliteTable(
  'admin_audit',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Null once the admin's account is deleted; `adminName` still says who it was. */
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull(),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    targetType: text('target_type', { enum: AUDIT_TARGETS }).notNull(),
    /** Not a foreign key: the target of a delete is gone. */
    targetId: integer('target_id').notNull(),
    /** How the target read at the time (an email, `Bach 7C`, `Flag #3`). */
    targetLabel: text('target_label').notNull(),
    /** A short before/after as JSON: `{ "before": {...}, "after": {...} }`. */
    details: text('details').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt, t.id), check('admin_audit_target_check', sql`${t.targetType} in ('user','listing','flag')`)],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;
