import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { savedSearches } from './searches';
import { users } from './users';

/**
 * A member's public wanted post (ADR 025): what it looks for is its saved search's query (kind
 * `wanted`), matched and alerted as every saved search is; here is what the board shows beside
 * it. Goes with the member and with its search (cascade).
 */
export const wantedPosts = sqliteTable(
  'wanted_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    /** Copied from the query so the board filters by it with an index, never by parsing queries. */
    instrumentType: text('instrument_type').notNull(),
    note: text('note'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
    /** Off the board and unmatched from then (its search's alerts paused by the sweep) until renewed. */
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [
    uniqueIndex('wanted_posts_search_idx').on(t.savedSearchId),
    index('wanted_posts_board_idx').on(t.expiresAt, t.id),
    index('wanted_posts_user_idx').on(t.userId),
  ],
);

export type WantedPostRow = typeof wantedPosts.$inferSelect;
