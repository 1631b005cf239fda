import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { LOAN_STATUSES } from '@mpx/shared';
import { listings } from './listings';
import { users } from './users';
import { quoted } from './quoted';

/** API §5 and §11.1. The lender is the listing's owner when the loan is requested. */
export const loans = sqliteTable(
  'loans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** A hard-deleted listing takes its loans with it (api §8.7). */
    listingId: integer('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    lenderId: integer('lender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    borrowerId: integer('borrower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LOAN_STATUSES }).notNull().default('pending'),
    /** Calendar dates, `YYYY-MM-DD`: compared as text, returned as midnight UTC. */
    startDate: text('start_date').notNull(),
    expectedReturnDate: text('expected_return_date').notNull(),
    actualReturnDate: integer('actual_return_date'),
    notes: text('notes'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    // One open loan per listing (api §5): concurrent requests or approvals cannot both commit.
    uniqueIndex('loans_one_open_per_listing')
      .on(t.listingId)
      .where(sql`${t.status} in ('pending','active','return_pending')`),
    // The dashboard: each party's loans, newest first.
    index('loans_lender_created_idx').on(t.lenderId, t.createdAt, t.id),
    index('loans_borrower_created_idx').on(t.borrowerId, t.createdAt, t.id),
    index('loans_listing_status_idx').on(t.listingId, t.status),
    check('loans_status_check', sql`${t.status} in (${quoted(LOAN_STATUSES)})`),
  ],
);

export type LoanRow = typeof loans.$inferSelect;
