import { listings, messageEmails, messages, messageThreads, users, type UserRow } from '@mpx/db';
import { displayName, MESSAGE_EMAIL_WINDOW_MS, MESSAGE_TEXTS } from '@mpx/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Deps } from '../context';
import { write, type WriteScope } from '../core/write';
import { badRequest, notFound } from '../errors';
import type { NewMessageEvent } from '../events/bus';
import { notify } from '../notifications/notify';
import { toUserMini } from '../users/shapes';
import { newMessageEmail } from './emails';
import { toMessage, type MessageShape } from './shapes';
import { findThread, threadFor, threadKey } from './threads';

export interface SendFields {
  to_user_id: number;
  content: string;
  listing_id: number | null;
}

/**
 * POST /api/messages (api §6.3), checks in the contract's order after validation. Loans post their
 * automatic messages through here too (`automatic`, inside the loan's own write): those get the
 * `new_message` events but neither the `message` notification nor the New message email (api §5.3),
 * as the loan sends its own. Offers post theirs the same way, but their email is the New message
 * email under its throttle (`mailWhenAway`).
 */
export function sendMessage(
  deps: Deps,
  sender: UserRow,
  input: SendFields,
  options: { tx?: WriteScope; automatic?: boolean; mailWhenAway?: boolean } = {},
): MessageShape {
  if (input.to_user_id === sender.id) throw badRequest(MESSAGE_TEXTS.yourself);
  const work = (tx: WriteScope) => {
    const recipient = deps.db.select().from(users).where(eq(users.id, input.to_user_id)).get();
    // Members write only to active accounts (api §6.3). A loan's automatic message still reaches its
    // party: a disabled account must not block the other party's loan steps (api §5.3, §5.4).
    if (!recipient || (recipient.status !== 'active' && !options.automatic)) throw notFound(MESSAGE_TEXTS.userNotFound);
    if (input.listing_id !== null) assertListingOfPair(deps, input.listing_id, sender.id, recipient.id);

    const now = deps.now();
    const threadId = threadFor(deps, threadKey(sender.id, recipient.id, input.listing_id), now);
    const row = deps.db
      .insert(messages)
      .values({ threadId, senderId: sender.id, recipientId: recipient.id, listingId: input.listing_id, content: input.content, createdAt: now })
      .returning()
      .get();
    deps.db.update(messageThreads).set({ lastMessageId: row.id, updatedAt: now }).where(eq(messageThreads.id, threadId)).run();

    const message = toMessage(row, sender, recipient);
    const event: NewMessageEvent = { type: 'new_message', message, from_user: toUserMini(sender) };
    tx.afterCommit(() => {
      deps.events.publish(sender.id, event);
      deps.events.publish(recipient.id, event);
    });
    if (!options.automatic) notify(deps, tx, { userId: recipient.id, kind: 'message', message: `New message from ${displayName(sender)}`, from: sender });
    if (!options.automatic || options.mailWhenAway) emailIfAway(deps, tx, threadId, sender, recipient, message);
    return message;
  };
  return options.tx ? work(options.tx) : write(deps, work);
}

/** Listings in any status, deleted included, qualify, so old conversations can go on (api §6.3). */
function assertListingOfPair(deps: Deps, listingId: number, a: number, b: number): void {
  const listing = deps.db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, listingId)).get();
  if (!listing || (listing.userId !== a && listing.userId !== b)) throw badRequest(MESSAGE_TEXTS.listingNotOurs);
}

/**
 * The New message email (api §6.3): only to a member with no live subscription and notifications on,
 * and at most one per thread per 15 minutes while the thread stays unread (reading it resets).
 */
function emailIfAway(deps: Deps, tx: WriteScope, threadId: number, sender: UserRow, recipient: UserRow, message: MessageShape): void {
  // A disabled account gets no email: it can no longer sign in to answer.
  if (!recipient.emailNotifications || recipient.status !== 'active' || deps.events.isOnline(recipient.id)) return;
  const now = deps.now();
  const last = deps.db
    .select({ sentAt: messageEmails.sentAt })
    .from(messageEmails)
    .where(and(eq(messageEmails.threadId, threadId), eq(messageEmails.recipientId, recipient.id)))
    .get();
  if (last && now - last.sentAt < MESSAGE_EMAIL_WINDOW_MS) return;
  deps.db
    .insert(messageEmails)
    .values({ threadId, recipientId: recipient.id, sentAt: now })
    .onConflictDoUpdate({ target: [messageEmails.threadId, messageEmails.recipientId], set: { sentAt: now } })
    .run();
  tx.sendMail(newMessageEmail(deps.config, sender, recipient, message), 'new message');
}

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');

/** PATCH /api/messages/{id}/read (api §6.4): the recipient only; anyone else, the sender included, gets 404. */
export function markMessageRead(deps: Deps, userId: number, messageId: number): MessageShape {
  return write(deps, () => {
    const found = deps.db
      .select({ message: messages, from: fromUser, to: toUser })
      .from(messages)
      .innerJoin(fromUser, eq(fromUser.id, messages.senderId))
      .innerJoin(toUser, eq(toUser.id, messages.recipientId))
      .where(eq(messages.id, messageId))
      .get();
    if (!found || found.message.recipientId !== userId) throw notFound(MESSAGE_TEXTS.messageNotFound);
    let { message } = found;
    if (message.readAt === null) {
      message = { ...message, readAt: deps.now() };
      deps.db.update(messages).set({ readAt: message.readAt }).where(eq(messages.id, messageId)).run();
      resetEmailThrottle(deps, message.threadId, userId);
    }
    return toMessage(message, found.from, found.to);
  });
}

/** The app's own: every message of one thread to the caller marked read, in one call. */
export function markThreadRead(deps: Deps, userId: number, otherUserId: number, listingId: number | null): { updated: number } {
  return write(deps, () => {
    const thread = findThread(deps, threadKey(userId, otherUserId, listingId));
    if (!thread) return { updated: 0 };
    const { changes } = deps.db
      .update(messages)
      .set({ readAt: deps.now() })
      .where(and(eq(messages.threadId, thread.id), eq(messages.recipientId, userId), isNull(messages.readAt)))
      .run();
    resetEmailThrottle(deps, thread.id, userId);
    return { updated: changes };
  });
}

function resetEmailThrottle(deps: Deps, threadId: number, recipientId: number): void {
  deps.db
    .delete(messageEmails)
    .where(and(eq(messageEmails.threadId, threadId), eq(messageEmails.recipientId, recipientId)))
    .run();
}

/** The unread badge: messages to the caller not read yet (the partial index counts them). */
export function unreadMessageCount(deps: Deps, userId: number): number {
  const row = deps.db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), isNull(messages.readAt)))
    .get();
  return row?.n ?? 0;
}
