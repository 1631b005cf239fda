import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { deals } from './deals';
import { users } from './users';

/** API §3. A user's `average_rating` and `rating_count` are recomputed from these rows. */
export const ratings = sqliteTable(
  'ratings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Deleting either user deletes the rating (api §8.6); the service recomputes the other's average first. */
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The listing the rating is about (`transaction_id`). Not a foreign key: an admin's hard
     * delete of the listing keeps its ratings (api §8.7).
     */
    listingId: integer('listing_id').notNull(),
    /** The completed deal between the two the rating follows (issue 30); null for any other rating. */
    dealId: integer('deal_id').references((): AnySQLiteColumn => deals.id, { onDelete: 'set null' }),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    // One rating per rater per listing (api §3.2): of two concurrent attempts one commits.
    uniqueIndex('ratings_rater_listing_unique').on(t.fromUserId, t.listingId),
    // A user's ratings, newest first (api §3.1), and the recomputation of their average.
    index('ratings_to_user_created_idx').on(t.toUserId, t.createdAt, t.id),
    index('ratings_deal_idx').on(t.dealId),
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    check('ratings_not_self_check', sql`${t.fromUserId} <> ${t.toUserId}`),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;
