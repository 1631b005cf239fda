import { sql } from 'drizzle-orm';
import { check, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './users';

/**
 * A piece in a member's setup, as typed. The size is decoded when read, so a correction to the
 * size table reaches every setup without a backfill. Goes with the member (cascade).
 */
export const setupPieces = sqliteTable(
  'setup_pieces',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The piece's place in the member's list, from 0: a setup reads back in the order it was saved. */
    position: integer('position').notNull(),
    instrumentType: text('instrument_type').notNull(),
    brand: text('brand').notNull(),
    size: text('size'),
    /** The member's own rim measurement in tenths of a mm (one decimal, as typed). */
    rimTenths: integer('rim_tenths'),
    current: integer('current', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.position] }),
    check('setup_pieces_size_or_rim_check', sql`${t.size} IS NOT NULL OR ${t.rimTenths} IS NOT NULL`),
    check('setup_pieces_rim_check', sql`${t.rimTenths} IS NULL OR ${t.rimTenths} BETWEEN 100 AND 400`),
  ],
);

export type SetupPieceRow = typeof setupPieces.$inferSelect;
