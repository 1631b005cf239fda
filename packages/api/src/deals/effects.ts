import { listings, users, type ListingRow, type UserRow } from '@mpx/db';
import { displayName, present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../context';
import type { WriteScope } from '../core/write';
import { sendMessage } from '../messages/service';
import { notify } from '../notifications/notify';

export function userRow(deps: Deps, id: number): UserRow {
  return present(deps.db.select().from(users).where(eq(users.id, id)).get(), `user ${id}`);
}

export function listingRow(deps: Deps, id: number): ListingRow | undefined {
  return deps.db.select().from(listings).where(eq(listings.id, id)).get();
}

/** "Bach 7C": how a step names the listing. */
export const itemName = (listing: Pick<ListingRow, 'brand' | 'model'>) => `${listing.brand} ${listing.model}`;

export const nameOf = (user: UserRow) => displayName(user);

/**
 * What every step of an offer does besides its own change (issue 30): the step's line from the
 * actor in the two members' conversation about the listing (live to both as `new_message`), the
 * `offer` notification to the counterpart, and the New message email under its throttle when
 * the counterpart is away.
 */
export function offerStep(deps: Deps, tx: WriteScope, step: { actor: UserRow; counterpart: UserRow; listing: ListingRow; text: string }): void {
  const { actor, counterpart, listing, text } = step;
  sendMessage(deps, actor, { to_user_id: counterpart.id, content: text, listing_id: listing.id }, { tx, automatic: true, mailWhenAway: true });
  notify(deps, tx, { userId: counterpart.id, kind: 'offer', message: text, from: actor });
}
