import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { STATES } from '@mpx/shared';

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Stored lower-cased; the unique index on lower(email) also catches concurrent duplicates. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    locationState: text('location_state', { enum: STATES }).notNull(),
    locationPostcode: text('location_postcode').notNull(),
    paypalLink: text('paypal_link'),
    emailNotifications: integer('email_notifications', { mode: 'boolean' }).notNull().default(true),
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** Denormalised from ratings, recomputed in the transaction that changes them. */
    averageRating: real('average_rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    joinDate: integer('join_date').notNull(),
    /** Whether the member's setup shows on their public profile: off until they choose it. */
    showSetup: integer('show_setup', { mode: 'boolean' }).notNull().default(false),
    /** Throttles the verification email a login of an unverified account sends (5 minutes). */
    verificationSentAt: integer('verification_sent_at'),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_join_date_idx').on(t.joinDate, t.id),
    // Browse filters listings by the seller's state.
    index('users_location_state_idx').on(t.locationState),
    check('users_state_check', sql`${t.locationState} in ('NSW','VIC','QLD','WA','SA','TAS','ACT','NT')`),
    check('users_status_check', sql`${t.status} in ('active','disabled')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
