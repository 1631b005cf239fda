import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { WATCH_EVENTS } from '@mpx/shared';
import { listings } from './listings';
import { quoted } from './quoted';
import { users } from './users';

/**
 * A member watching a listing, with its price when they started. Goes with the member and with
 * the listing (foreign keys cascade), admin deletes included.
 */
export const watches = sqliteTable(
  'watches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The listing's price when watched, integer cents. */
    priceCents: integer('price_cents').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    // A listing's watchers, told of each change; the seller's count.
    index('watches_listing_idx').on(t.listingId),
    // A member's watchlist, newest first.
    index('watches_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type WatchRow = typeof watches.$inferSelect;

/**
 * What happened to a watched listing, one row per watcher and change: the in-app notification
 * is sent when the row is made, the daily digest marks it `emailed_at`.
 */
export const watchAlerts = sqliteTable(
  'watch_alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    event: text('event', { enum: WATCH_EVENTS }).notNull(),
    /** Only for a price drop: before and after, integer cents. */
    oldPriceCents: integer('old_price_cents'),
    newPriceCents: integer('new_price_cents'),
    createdAt: integer('created_at').notNull(),
    emailedAt: integer('emailed_at'),
  },
  (t) => [
    index('watch_alerts_unemailed_idx')
      .on(t.userId)
      .where(sql`${t.emailedAt} IS NULL`),
    // The foreign keys' cascades: a member's alerts and a listing's, each one range.
    index('watch_alerts_user_idx').on(t.userId),
    index('watch_alerts_listing_idx').on(t.listingId),
    check('watch_alerts_event_check', sql`${t.event} in (${quoted(WATCH_EVENTS)})`),
  ],
);

/** When each member was last sent a watchlist digest: at most one a day. */
export const watchDigests = sqliteTable(
  'watch_digests',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSentAt: integer('last_sent_at').notNull(),
  },
  (t) => [check('watch_digests_time_check', sql`${t.lastSentAt} >= 0`)],
);
