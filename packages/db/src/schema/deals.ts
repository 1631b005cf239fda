import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { OFFER_STATUSES } from '@mpx/shared';
import { listings } from './listings';
import { loans } from './loans';
import { quoted } from './quoted';
import { users } from './users';

/**
 * Offers and counter-offers (issue 30). Each row is one side's terms; a counter is a new row whose
 * parent becomes `countered`. The buyer and seller stay the same down the chain; `from_user_id`
 * says which of them made this one. Deleting the listing, the swap listing or either member
 * deletes the offer, as it does loans.
 */
export const offers = sqliteTable(
  'offers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Integer cents; null for a swap alone. */
    amountCents: integer('amount_cents'),
    swapListingId: integer('swap_listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    note: text('note'),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('open'),
    parentOfferId: integer('parent_offer_id').references((): AnySQLiteColumn => offers.id, { onDelete: 'cascade' }),
    /** Trial-to-buy: the buyer's loan of this listing the offer was made from. */
    loanId: integer('loan_id').references(() => loans.id, { onDelete: 'set null' }),
    expiresAt: integer('expires_at').notNull(),
    createdAt: integer('created_at').notNull(),
    answeredAt: integer('answered_at'),
  },
  (t) => [
    // One open offer per buyer per listing: a new one replaces the old inside one write, and of
    // two concurrent ones only one can commit.
    uniqueIndex('offers_one_open_per_buyer')
      .on(t.listingId, t.buyerId)
      .where(sql`${t.status} = 'open'`),
    // One accepted offer per listing: of two accepts at once, one wins (the other gets 409).
    uniqueIndex('offers_one_accepted_per_listing')
      .on(t.listingId)
      .where(sql`${t.status} = 'accepted'`),
    index('offers_buyer_created_idx').on(t.buyerId, t.createdAt, t.id),
    index('offers_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('offers_listing_status_idx').on(t.listingId, t.status),
    // The expiry sweep reads open offers by expiry.
    index('offers_status_expires_idx').on(t.status, t.expiresAt),
    index('offers_swap_listing_idx').on(t.swapListingId),
    index('offers_parent_idx').on(t.parentOfferId),
    index('offers_loan_idx').on(t.loanId),
    index('offers_from_user_idx').on(t.fromUserId),
    check('offers_status_check', sql`${t.status} in (${quoted(OFFER_STATUSES)})`),
    check('offers_terms_check', sql`${t.amountCents} IS NOT NULL OR ${t.swapListingId} IS NOT NULL`),
    check('offers_amount_check', sql`${t.amountCents} IS NULL OR ${t.amountCents} > 0`),
    check('offers_parties_check', sql`${t.buyerId} <> ${t.sellerId} AND ${t.fromUserId} IN (${t.buyerId}, ${t.sellerId})`),
  ],
);

export type OfferRow = typeof offers.$inferSelect;

/** A completed deal: the accepted offer's terms when the seller (or the buyer) completed it. */
export const deals = sqliteTable(
  'deals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    swapListingId: integer('swap_listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents'),
    completedAt: integer('completed_at').notNull(),
  },
  (t) => [
    uniqueIndex('deals_offer_unique').on(t.offerId),
    // A listing is sold once.
    uniqueIndex('deals_listing_unique').on(t.listingId),
    index('deals_buyer_completed_idx').on(t.buyerId, t.completedAt, t.id),
    index('deals_seller_completed_idx').on(t.sellerId, t.completedAt, t.id),
    index('deals_swap_listing_idx').on(t.swapListingId),
  ],
);

export type DealRow = typeof deals.$inferSelect;
