import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CONDITIONS, LISTING_STATUSES } from '@mpx/shared';
import { users } from './users';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(','));

export const listings = sqliteTable(
  'listings',
  {
    // AUTOINCREMENT: ids of hard-deleted listings are never handed out again, so an old
    // message, rating or shared link can never point at someone else's listing.
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrumentType: text('instrument_type').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    size: text('size'),
    condition: text('condition', { enum: CONDITIONS }).notNull(),
    /** Integer cents: dollars only exist at the API edge. */
    priceCents: integer('price_cents').notNull(),
    description: text('description').notNull(),
    openToSwap: integer('open_to_swap', { mode: 'boolean' }).notNull().default(false),
    openToLoan: integer('open_to_loan', { mode: 'boolean' }).notNull().default(false),
    paypalLinkOverride: text('paypal_link_override'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('active'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    soldAt: integer('sold_at'),
  },
  (t) => [
    // Browse orders: newest first, and by price; both end in id for the contract's tie-break.
    index('listings_status_created_idx').on(t.status, t.createdAt, t.id),
    index('listings_status_price_idx').on(t.status, t.priceCents, t.id),
    // Own listings, a seller's public listings and the active-listing limit.
    index('listings_user_status_idx').on(t.userId, t.status),
    // Covers every browse filter but search text and model substring, in facet order: counting
    // and the available* lists for any filter set are one index-only scan, already grouped by
    // (brand, model, instrument type), and a brand filter seeks straight to its range.
    index('listings_browse_idx').on(t.status, t.brand, t.model, t.instrumentType, t.condition, t.priceCents, t.openToSwap, t.openToLoan, t.userId),
    // Pages filtered to a rare instrument type, which a walk of the newest-first index would scan far for.
    index('listings_status_type_idx').on(t.status, t.instrumentType),
    // Analytics (§9.1): sales of the last 7 days, an index range instead of a visit to every sold listing.
    index('listings_status_sold_idx').on(t.status, t.soldAt),
    check('listings_condition_check', sql`${t.condition} in (${quoted(CONDITIONS)})`),
    check('listings_status_check', sql`${t.status} in (${quoted(LISTING_STATUSES)})`),
    check('listings_price_check', sql`${t.priceCents} > 0`),
  ],
);

export type ListingRow = typeof listings.$inferSelect;

/**
 * A listing's photos in display order (position 0 is the cover). `file` is the content-hash
 * name shared by the full-size and thumbnail files; several listings may share one file, and
 * the index on it answers "is this file still referenced" with one lookup.
 */
export const listingPhotos = sqliteTable(
  'listing_photos',
  {
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    file: text('file').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.position] }), index('listing_photos_file_idx').on(t.file)],
);

export type ListingPhotoRow = typeof listingPhotos.$inferSelect;

/**
 * One row whose `version` triggers bump on every change that can alter a listing response
 * (listings, their photos, the seller fields embedded in them). Browse caches key on it, so a
 * cached page can never outlive the write that made it stale, whichever code path or process
 * made that write. Created and maintained by the `listings_search` migration.
 */
export const catalogVersion = sqliteTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
});
