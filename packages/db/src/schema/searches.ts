import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { listings } from './listings';
import { users } from './users';

/**
 * A member's saved browse: a name and the browse's query string (filters, search text and
 * reference size) in the canonical form the web app puts in its URL.
 */
export const savedSearches = sqliteTable(
  'saved_searches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The browse URL's query string, canonical (sorted, defaults dropped): what the member reopens. */
    query: text('query').notNull(),
    /**
     * The same search compiled for matching new listings (JSON): folded terms, cents, the
     * reference size's family, rim and cup. Matching reads this, never re-parses the query.
     */
    filter: text('filter').notNull(),
    /** Alerts on (1) or paused (0). */
    alerts: integer('alerts', { mode: 'boolean' }).notNull().default(true),
    /**
     * `search`, a member's private saved search, or `wanted`, the query of a public wanted post
     * (schema/wanted.ts): one matcher and one digest for both, and a member's own list shows only
     * the first.
     */
    kind: text('kind', { enum: ['search', 'wanted'] })
      .notNull()
      .default('search'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.id)],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/**
 * The keys a new listing looks saved searches up by: each search is filed under its most
 * selective must-have (an instrument type, a brand, a size family) or under `any`, so matching
 * a listing reads the few searches filed under its own keys instead of all of them.
 */
export const savedSearchKeys = sqliteTable(
  'saved_search_keys',
  {
    key: text('key').notNull(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /**
     * The search's member, and whether it can alert now (its alerts on, its member active and
     * verified): kept by triggers (drizzle/0016_live_search_keys.sql) whoever writes, so a new
     * listing reads its candidates from one index alone, never their searches and members.
     */
    userId: integer('user_id').notNull().default(0),
    live: integer('live', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.savedSearchId] }),
    index('saved_search_keys_search_idx').on(t.savedSearchId),
    index('saved_search_keys_live_idx')
      .on(t.key, t.userId, t.savedSearchId)
      .where(sql`${t.live} = 1`),
  ],
);

/**
 * One alert per member and listing, whichever of their searches matched first: the in-app
 * notification is sent when the row is made, the email digest marks it `emailed_at`.
 */
export const searchAlerts = sqliteTable(
  'search_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull(),
    emailedAt: integer('emailed_at'),
  },
  (t) => [
    uniqueIndex('search_alerts_user_listing_idx').on(t.userId, t.listingId),
    index('search_alerts_unemailed_idx')
      .on(t.userId)
      .where(sql`${t.emailedAt} IS NULL`),
    index('search_alerts_search_idx').on(t.savedSearchId),
    index('search_alerts_listing_idx').on(t.listingId),
  ],
);

/** When each member was last sent a search digest: at most one a day. */
export const searchDigests = sqliteTable(
  'search_digests',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSentAt: integer('last_sent_at').notNull(),
  },
  (t) => [check('search_digests_time_check', sql`${t.lastSentAt} >= 0`)],
);

/** The fingerprint of the size table the listings' decoded sizes were last computed with. */
export const sizeTableState = sqliteTable('size_table_state', {
  id: integer('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
});
