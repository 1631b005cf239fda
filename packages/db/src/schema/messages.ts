import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { NOTIFICATION_KINDS } from '@mpx/shared';
import { listings } from './listings';
import { users } from './users';
import { quoted } from './quoted';

/**
 * One row per thread (api §6: the pair of users and a listing, or the pair alone for the
 * general thread). The pair is stored smaller id first so both members find the same row, and
 * the row carries the newest message, so an inbox is one indexed read of its threads rather than
 * a scan of every message the member ever exchanged.
 */
export const messageThreads = sqliteTable(
  'message_threads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userLow: integer('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: integer('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the general thread. A hard-deleted listing takes its threads with it (api §8.7). */
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
    /** The newest message's time: inbox order (api §6.1). */
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    // NULL listing ids are distinct in a unique index: 0 stands for "general" so there is one.
    uniqueIndex('message_threads_pair_listing_unique').on(t.userLow, t.userHigh, sql`coalesce(${t.listingId}, 0)`),
    index('message_threads_low_updated_idx').on(t.userLow, t.updatedAt, t.lastMessageId),
    index('message_threads_high_updated_idx').on(t.userHigh, t.updatedAt, t.lastMessageId),
    index('message_threads_listing_idx').on(t.listingId),
    check('message_threads_pair_check', sql`${t.userLow} < ${t.userHigh}`),
  ],
);

export type MessageThreadRow = typeof messageThreads.$inferSelect;

export const messages = sqliteTable(
  'messages',
  {
    // AUTOINCREMENT: `before` pages and notification catch-up compare ids, which must only grow.
    id: integer('id').primaryKey({ autoIncrement: true }),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: integer('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: integer('created_at').notNull(),
    /** When the recipient read it; null while unread. */
    readAt: integer('read_at'),
  },
  (t) => [
    // A conversation page: the newest `limit` messages of a thread before an id (api §6.2).
    index('messages_thread_created_idx').on(t.threadId, t.createdAt, t.id),
    // Unread counts per thread and the badge: only unread rows are indexed, so the index stays
    // small however many messages a member has read.
    index('messages_unread_idx')
      .on(t.recipientId, t.threadId)
      .where(sql`${t.readAt} IS NULL`),
    index('messages_sender_idx').on(t.senderId),
    // The foreign keys' own lookups when an admin deletes a user (api §8.6) or a listing (api §8.7):
    // without them each deleted user or listing scans every message.
    index('messages_recipient_idx').on(t.recipientId),
    index('messages_listing_idx').on(t.listingId),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/**
 * The New message email throttle (api §6.3): when the last one went to this recipient for this
 * thread. Reading the thread deletes the row, so the next message after a read emails again.
 */
export const messageEmails = sqliteTable(
  'message_emails',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: integer('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.recipientId] })],
);

/**
 * Stored notifications (api §10): the live channel's catch-up and the app's notification menu.
 * Ids only grow, so `lastEventId` catch-up is an indexed range read.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    message: text('message').notNull(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read: integer('read', { mode: 'boolean' }).notNull().default(false),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.read} = 0`),
    index('notifications_from_user_idx').on(t.fromUserId),
    check('notifications_kind_check', sql`${t.kind} in (${quoted(NOTIFICATION_KINDS)})`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
