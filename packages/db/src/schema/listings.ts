import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { CONDITIONS, LISTING_STATUSES } from '@mpx/shared';
import { users } from './users';
import { quoted } from './quoted';

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
    /**
     * What the sale counts at in the price guide (issue 30), in cents: the asking price when the
     * seller marks it sold, the agreed amount of a money deal, null for a swap (no price was
     * agreed for the piece alone). Null until sold.
     */
    salePriceCents: integer('sale_price_cents'),
    /** When the owner last put it up (created, renewed): it expires LISTING_EXPIRY_DAYS after. */
    // Rows written outside the services (fixtures, the operator's SQL) count from when they were written.
    renewedAt: integer('renewed_at')
      .notNull()
      .default(sql`(CAST(strftime('%s', 'now') AS INTEGER) * 1000)`),
    /** When the owner was told it expires soon; null since the last renewal. */
    expiryWarnedAt: integer('expiry_warned_at'),
    /**
     * The size decoded from brand + size (or model) through the size table in @mpx/shared,
     * null when it does not decode. Written with every create and edit, and again for every
     * listing whenever the table changes (`syncListingSizes`), so they never disagree with it.
     */
    sizeMaker: text('size_maker'),
    sizeCode: text('size_code'),
    sizeFamily: text('size_family'),
    /** Rim inner diameter in whole micrometres: exact comparisons, integer index ranges. */
    sizeRimUm: integer('size_rim_um'),
    /** Index in CUP_CLASSES (0 = very deep … 6 = very shallow), null when not published. */
    sizeCup: integer('size_cup'),
    /**
     * What was done to the piece since it left the maker (issue 31): a JSON list of
     * LISTING_MODIFICATIONS in that order, or null for none (the common case, and the one SQL
     * tests: such a piece is never a published equivalent). Its decoded size is the maker's, not
     * what it measures now.
     */
    modifications: text('modifications'),
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
    // Analytics (api §9.1): sales of the last 7 days, an index range instead of a visit to every sold listing.
    index('listings_status_sold_idx').on(t.status, t.soldAt),
    // Similar sizes: a family's rims within ±0.30 mm are one short range.
    index('listings_size_idx').on(t.status, t.sizeFamily, t.sizeRimUm),
    // The size guide's "listed now" counts per model.
    index('listings_size_code_idx').on(t.status, t.sizeMaker, t.sizeCode, t.sizeFamily),
    // The price guide (api §22): a size's sales of the last year are one index-only range.
    index('listings_sold_size_idx').on(t.status, t.sizeMaker, t.sizeCode, t.sizeFamily, t.soldAt, t.salePriceCents),
    // The expiry sweep: active listings by when they were last put up.
    index('listings_status_renewed_idx').on(t.status, t.renewedAt),
    check('listings_condition_check', sql`${t.condition} in (${quoted(CONDITIONS)})`),
    check('listings_status_check', sql`${t.status} in (${quoted(LISTING_STATUSES)})`),
    check('listings_price_check', sql`${t.priceCents} > 0`),
    check('listings_sale_price_check', sql`${t.salePriceCents} IS NULL OR ${t.salePriceCents} > 0`),
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

/**
 * Which listings changed, in commit order, for the in-memory browse catalog (ADR 011): it
 * applies the rows after the last `seq` it saw instead of reloading 40,000 listings after each
 * write. Filled by triggers of the `catalog_changes` migration, whichever process writes; a
 * row names a listing, or a seller whose state (a browse filter) changed or who was deleted.
 * The log prunes itself in the same writes (migration `catalog_changes_pruning`), keeping the
 * last 10,000 rows or more: a catalog further behind reloads.
 */
export const catalogChanges = sqliteTable('catalog_changes', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  listingId: integer('listing_id'),
  userId: integer('user_id'),
});
