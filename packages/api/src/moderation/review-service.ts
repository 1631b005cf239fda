import { flags } from '@mpx/db';
import { ADMIN_ERRORS, ADMIN_MESSAGES, type Flag, type FlagStatus } from '@mpx/shared';
import { count, desc, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { auditText, recordAudit, type Admin } from '../core/audit';
import { DataMemo } from '../core/memo';
import { write } from '../core/write';
import { notFound } from '../errors';
import { flagFromRow, readFlag, selectFlags } from './flags';

/** GET /api/moderation/dashboard (api §7.2): the flags still pending (an index range of `flags_status_idx`). */
export function moderationDashboard(deps: Deps): { pendingFlags: number } {
  const pendingFlags = deps.db.select({ n: count() }).from(flags).where(eq(flags.status, 'pending')).get()?.n ?? 0;
  return { pendingFlags };
}

const everyFlag = new DataMemo<Flag[]>('moderation: every flag');

/**
 * GET /api/moderation/flags (api §7.3): every flag, newest first (timestamp, then flag_id,
 * descending). Kept until a row changes (core/memo.ts): the list is read on every visit to
 * the admin page, and changes far less often.
 */
export function listFlags(deps: Deps): Flag[] {
  return everyFlag.get(deps, '', () => ({
    value: selectFlags(deps).orderBy(desc(flags.createdAt), desc(flags.id)).all().map(flagFromRow),
    validUntil: Infinity,
  }));
}

function flagRow(deps: Deps, flagId: number) {
  const row = deps.db.select().from(flags).where(eq(flags.id, flagId)).get();
  if (!row) throw notFound(ADMIN_ERRORS.flagNotFound);
  return row;
}

const flagTarget = (id: number) => ({ type: 'flag' as const, id, label: `Flag #${id}` });

/**
 * PATCH /api/moderation/flags/{flagId} (api §7.4): any status from any other (the status was
 * validated first: 400 before 404). The change and its audit entry are one write; setting the
 * status a flag already has writes nothing.
 */
export function setFlagStatus(deps: Deps, admin: Admin, flagId: number, status: FlagStatus): Flag {
  write(deps, (tx) => {
    const row = flagRow(deps, flagId);
    if (row.status === status) return;
    deps.db.update(flags).set({ status }).where(eq(flags.id, flagId)).run();
    recordAudit(deps, tx, admin, { action: 'flag.status', target: flagTarget(flagId), before: { status: row.status }, after: { status } });
  });
  const flag = readFlag(deps, flagId);
  if (!flag) throw notFound(ADMIN_ERRORS.flagNotFound);
  return flag;
}

/** DELETE /api/moderation/flags/{flagId} (api §7.5), with its audit entry. The listing is untouched. */
export function deleteFlag(deps: Deps, admin: Admin, flagId: number): { message: string } {
  write(deps, (tx) => {
    const row = flagRow(deps, flagId);
    deps.db.delete(flags).where(eq(flags.id, flagId)).run();
    recordAudit(deps, tx, admin, {
      action: 'flag.delete',
      target: flagTarget(flagId),
      before: { status: row.status, listing_id: row.listingId, reporter_id: row.reporterId, reason: auditText(row.reason) },
      after: null,
    });
  });
  return { message: ADMIN_MESSAGES.flagDeleted };
}
