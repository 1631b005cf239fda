import { users, type ListingRow, type UserRow } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../context';
import type { WriteScope } from '../core/write';
import { wantsNoticeEmails } from '../mail';
import { sendMessage } from '../messages/service';
import { notify } from '../notifications/notify';
import { loanUpdateEmail } from './texts';

export function userRow(deps: Deps, id: number): UserRow {
  return present(deps.db.select().from(users).where(eq(users.id, id)).get(), `user ${id}`);
}

/**
 * What every loan step does besides its status change (api §5.3): the auto message from the actor to
 * the counterpart in the listing's thread (same transaction), then after commit the
 * `new_message` events, the `loan` notification and, when the counterpart wants them, the Loan
 * update email (online or not).
 */
export function loanEffects(deps: Deps, tx: WriteScope, step: { actor: UserRow; counterpart: UserRow; listing: ListingRow; text: string }): void {
  const { actor, counterpart, listing, text } = step;
  sendMessage(deps, actor, { to_user_id: counterpart.id, content: text, listing_id: listing.id }, { tx, automatic: true });
  notify(deps, tx, { userId: counterpart.id, kind: 'loan', message: text, from: actor });
  if (wantsNoticeEmails(counterpart)) tx.sendMail(loanUpdateEmail(deps.config, counterpart, listing, text), 'loan update');
}
