import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { FLAG_STATUSES } from '@mpx/shared';
import { listings } from './listings';
import { users } from './users';

/** API §7: every flag is about a listing. */
export const flags = sqliteTable(
  'flags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** A hard-deleted listing takes its flags with it (api §8.6, §8.7). */
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: FLAG_STATUSES }).notNull().default('pending'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    // One flag per reporter per listing (api §7.1), decided by the index under concurrency.
    uniqueIndex('flags_reporter_listing_unique').on(t.reporterId, t.listingId),
    // The admin list, newest first (api §7.3), and the pending count (api §7.2).
    index('flags_created_idx').on(t.createdAt, t.id),
    index('flags_status_idx').on(t.status),
    index('flags_listing_idx').on(t.listingId),
    check('flags_status_check', sql`${t.status} in ('pending','reviewed','resolved')`),
  ],
);

export type FlagRow = typeof flags.$inferSelect;
