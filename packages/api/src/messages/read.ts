import { messages, users } from '@mpx/db';
import { MESSAGE_TEXTS, present, type ConversationSummary } from '@mpx/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import { badRequest, notFound } from '../errors';
import { cut } from '../notifications/notify';
import { iso } from '../time';
import { toMessage, type MessageShape } from './shapes';
import { findThread, threadKey } from './threads';

/** api §12 ConversationSummary, as @mpx/shared's `conversationSummaryOutput` checks it. */
export type { ConversationSummary };

interface InboxRow {
  thread_id: number;
  other_id: number;
  other_name: string;
  other_nickname: string | null;
  listing_id: number | null;
  brand: string | null;
  model: string | null;
  photo: string | null;
  content: string;
  updated_at: number;
}

/**
 * The caller's threads from both sides of the pair index, newest first, each with its newest
 * message, the other member and the listing's cover. One statement, whatever the number of
 * messages behind the threads.
 */
const INBOX = `
  SELECT t.id AS thread_id, t.other_id, o.name AS other_name, o.nickname AS other_nickname, t.listing_id,
         l.brand, l.model,
         CASE WHEN t.listing_id IS NULL THEN NULL
              ELSE (SELECT p.file FROM listing_photos p WHERE p.listing_id = t.listing_id ORDER BY p.position LIMIT 1) END AS photo,
         m.content, t.updated_at
  FROM (
    SELECT id, user_high AS other_id, listing_id, last_message_id, updated_at FROM message_threads WHERE user_low = :me
    UNION ALL
    SELECT id, user_low AS other_id, listing_id, last_message_id, updated_at FROM message_threads WHERE user_high = :me
  ) t
  JOIN messages m ON m.id = t.last_message_id
  JOIN users o ON o.id = t.other_id
  LEFT JOIN listings l ON l.id = t.listing_id
  WHERE :listing IS NULL OR t.listing_id = :listing
  ORDER BY t.updated_at DESC, t.last_message_id DESC`;

/** The caller's unread messages per thread: one pass over the partial index of unread rows. */
const UNREAD_BY_THREAD = 'SELECT thread_id, count(*) FROM messages WHERE recipient_id = ? AND read_at IS NULL GROUP BY thread_id';

/** GET /api/messages (api §6.1). */
export function inbox(deps: Deps, userId: number, listingId: number | null): ConversationSummary[] {
  const rows = prepared<InboxRow>(deps.db, INBOX).all({ me: userId, listing: listingId });
  const unread = new Map(prepared<[threadId: number, count: number]>(deps.db, UNREAD_BY_THREAD).raw().all(userId));
  return rows.map((r) => ({
    conversation_id: r.other_id,
    listing_id: r.listing_id,
    listing_photo: r.photo === null ? null : deps.photos.url(r.photo, 'thumb'),
    listing_brand: r.brand,
    listing_model: r.model,
    other_user: { user_id: r.other_id, name: r.other_name, nickname: r.other_nickname },
    last_message_preview: cut(r.content),
    updated_at: iso(r.updated_at),
    unreadCount: unread.get(r.thread_id) ?? 0,
  }));
}

export interface ConversationQuery {
  user_id: number;
  listing_id: number | null;
  before: number | null;
  limit: number;
}

/**
 * GET /api/messages/conversation/{userId} (api §6.2): the newest `limit` messages of the thread
 * before `before`, oldest first. Reads only: opening a thread marks nothing read.
 */
export function conversation(deps: Deps, me: number, query: ConversationQuery): MessageShape[] {
  if (query.user_id === me) throw badRequest(MESSAGE_TEXTS.yourself);
  const other = deps.db.select().from(users).where(eq(users.id, query.user_id)).get();
  if (!other) throw notFound(MESSAGE_TEXTS.userNotFound);
  const self = deps.db.select().from(users).where(eq(users.id, me)).get();
  if (!self) throw notFound(MESSAGE_TEXTS.userNotFound);
  const thread = findThread(deps, threadKey(me, other.id, query.listing_id));
  if (!thread) return [];
  const rows = deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.threadId, thread.id), query.before === null ? undefined : lt(messages.id, query.before)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit)
    .all();
  const people = new Map([
    [self.id, self],
    [other.id, other],
  ]);
  return rows.reverse().map((row) => toMessage(row, present(people.get(row.senderId), 'the sender'), present(people.get(row.recipientId), 'the recipient')));
}
