import {
  emailVerificationTokens,
  flags,
  listings,
  loans,
  messageEmails,
  messages,
  messageThreads,
  notifications,
  offers,
  passwordResetTokens,
  ratings,
  sessions,
  users,
} from '@mpx/db';
import { ADMIN_ERRORS, ADMIN_MESSAGES, OPEN_LOAN_STATUSES } from '@mpx/shared';
import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { Deps } from '../context';
import { recordAudit, type Admin } from '../core/audit';
import { freshPeriod } from '../core/listing-period';
import { writeAndSettle } from '../core/write';
import { releaseDoomedReservations } from '../deals/reservation';
import { badRequest, conflict } from '../errors';
import { recomputeRatingSummary } from '../ratings/summary';
import { purgeListings } from './purge';
import { targetUser } from './users-service';

/** api §8.6 "anything active": listings not deleted, and open loans on either side. */
function activity(deps: Deps, userId: number): { activeListings: number; activeLoans: number } {
  const activeListings =
    deps.db
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.userId, userId), ne(listings.status, 'deleted')))
      .get()?.n ?? 0;
  const activeLoans =
    deps.db
      .select({ n: count() })
      .from(loans)
      .where(and(or(eq(loans.lenderId, userId), eq(loans.borrowerId, userId)), inArray(loans.status, OPEN_LOAN_STATUSES)))
      .get()?.n ?? 0;
  return { activeListings, activeLoans };
}

/**
 * Listings of other members the user had borrowed and not yet given back: with the loan gone,
 * each goes from `loaned` back to `active`, as a loan that ends does (api §11.2; a sold one stays
 * sold, and an active one starts a new period, §25), so its owner is not left with a listing on loan to nobody.
 */
function releaseBorrowed(deps: Deps, userId: number): number {
  const borrowed = deps.db
    .select({ id: loans.listingId })
    .from(loans)
    .where(and(eq(loans.borrowerId, userId), inArray(loans.status, ['active', 'return_pending'])));
  const now = deps.now();
  return deps.db
    .update(listings)
    .set({ status: 'active', updatedAt: now, ...freshPeriod(now) })
    .where(and(inArray(listings.id, borrowed), eq(listings.status, 'loaned'), ne(listings.userId, userId)))
    .run().changes;
}

/**
 * DELETE /api/admin/users/{id}[?force=true] (api §8.6). Checks in the contract's order: 400 for the
 * caller's own account, 404, then 409 with the warning body when the user has anything active
 * and `force` is not set. Then, in one write with its audit entry, everything of theirs goes:
 * sessions (so every open socket is cut off at its next event) and tokens; their listings with
 * those listings' threads, messages, loans and flags; every loan, message and thread they are
 * part of (a listing they had borrowed goes back to active); their offers and deals (another
 * member's listing one of their offers had reserved goes back on sale); every rating they gave
 * or received, recomputing the averages of the users they had rated; the flags they reported;
 * the notifications they received or caused; the user. The
 * listing caches drop with the catalog version the deletes bump. After commit, photo files no
 * remaining listing refers to are deleted; the answer waits for that.
 */
export async function deleteUser(deps: Deps, admin: Admin, userId: number, force: boolean): Promise<{ message: string }> {
  await writeAndSettle(deps, (tx) => {
    if (userId === admin.id) throw badRequest(ADMIN_ERRORS.ownAccount);
    const user = targetUser(deps, userId);
    const active = activity(deps, userId);
    if ((active.activeListings > 0 || active.activeLoans > 0) && !force) {
      throw conflict(ADMIN_ERRORS.activeUser, { warning: true, message: ADMIN_ERRORS.activeUserWarning, ...active });
    }

    const db = deps.db;
    const rated = db
      .selectDistinct({ id: ratings.toUserId })
      .from(ratings)
      .where(eq(ratings.fromUserId, userId))
      .all()
      .map((row) => row.id);
    // Their offers and deals go with them; another member's listing one of them had reserved goes back on sale.
    releaseDoomedReservations(deps, tx, or(eq(offers.buyerId, userId), eq(offers.sellerId, userId)), (l) => l.userId === userId);
    const files = purgeListings(deps, eq(listings.userId, userId));
    const released = releaseBorrowed(deps, userId);

    db.delete(loans)
      .where(or(eq(loans.lenderId, userId), eq(loans.borrowerId, userId)))
      .run();
    const threads = db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(or(eq(messageThreads.userLow, userId), eq(messageThreads.userHigh, userId)));
    db.delete(messageEmails).where(inArray(messageEmails.threadId, threads)).run();
    db.delete(messages).where(inArray(messages.threadId, threads)).run();
    db.delete(messageThreads)
      .where(or(eq(messageThreads.userLow, userId), eq(messageThreads.userHigh, userId)))
      .run();
    db.delete(ratings)
      .where(or(eq(ratings.fromUserId, userId), eq(ratings.toUserId, userId)))
      .run();
    db.delete(flags).where(eq(flags.reporterId, userId)).run();
    db.delete(notifications)
      .where(or(eq(notifications.userId, userId), eq(notifications.fromUserId, userId)))
      .run();
    db.delete(sessions).where(eq(sessions.userId, userId)).run();
    db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId)).run();
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)).run();
    // Whatever a foreign key still ties to the user (a message outside their threads, were there one) cascades here.
    db.delete(users).where(eq(users.id, userId)).run();
    for (const other of rated) recomputeRatingSummary(deps, other);

    recordAudit(deps, tx, admin, {
      action: 'user.delete',
      target: { type: 'user', id: user.id, label: user.email },
      before: { email: user.email, name: user.name, is_admin: user.isAdmin, active_listings: active.activeListings, active_loans: active.activeLoans },
      after: { forced: force, released_listings: released },
    });
    tx.afterCommit(() => deps.photos.removeUnreferenced(deps.db, files));
  });
  return { message: ADMIN_MESSAGES.userDeleted };
}
