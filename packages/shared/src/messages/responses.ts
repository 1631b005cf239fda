import { z } from 'zod';
import { photoUrl } from '../listings/responses';
import { apiNote, apiShape, countValue, idValue, timestampValue } from '../responses';
import { userMiniOutput } from '../users/responses';
import { NOTIFICATION_KINDS } from './constants';

/**
 * The messaging shapes of api §12 and §10, and the answers of api §6. Lengths are not checked
 * here: the contract counts Unicode characters, zod's `max` UTF-16 units.
 */

/** api §12 Message (named so, as `messageOutput` makes the `{ message }` answers). */
export const chatMessageOutput = apiShape(
  'Message',
  z.strictObject({
    message_id: idValue,
    from_user_id: idValue,
    to_user_id: idValue,
    content: z.string(),
    listing_id: apiNote(idValue.nullable(), 'null for the general thread of the two users.'),
    timestamp: timestampValue,
    read: z.boolean(),
    from_user: userMiniOutput,
    to_user: userMiniOutput,
  }),
);
export type Message = z.output<typeof chatMessageOutput>;

export const conversationSummaryOutput = apiShape(
  'ConversationSummary',
  z.strictObject({
    conversation_id: apiNote(idValue, "The other user's user_id (not unique across summaries)."),
    listing_id: apiNote(idValue.nullable(), 'null for the general thread.'),
    listing_photo: apiNote(photoUrl.nullable(), "Absolute thumbnail URL of the listing's first photo."),
    listing_brand: z.string().nullable(),
    listing_model: z.string().nullable(),
    other_user: userMiniOutput,
    last_message_preview: apiNote(z.string(), 'The first 120 characters of the newest message, nothing appended.'),
    updated_at: apiNote(timestampValue, 'The timestamp of the newest message.'),
    unreadCount: apiNote(countValue, 'Messages in the thread to the caller with read = false.'),
  }),
  'One thread of the inbox: the pair of users and a listing, or the pair alone (the general thread).',
);
export type ConversationSummary = z.output<typeof conversationSummaryOutput>;

/** GET /api/messages (api §6.1). */
export const inboxOutput = apiShape(
  'InboxResponse',
  z.array(conversationSummaryOutput),
  'One summary per thread the caller takes part in; newest first (updated_at, then the newest message_id, descending).',
);

/** GET /api/messages/conversation/{userId} (api §6.2). */
export const conversationOutput = apiShape(
  'ConversationResponse',
  z.array(chatMessageOutput),
  'The newest `limit` messages of the thread older than `before`, oldest first. `limit` items mean older ones may exist.',
);

/** api §10 NotificationEvent; the app's notification menu lists the same objects. */
export const notificationOutput = apiShape(
  'NotificationEvent',
  z.strictObject({
    type: z.literal('notification'),
    id: apiNote(idValue, 'Tracked: a reconnecting client catches up from the last id it saw.'),
    kind: z.enum(NOTIFICATION_KINDS),
    read: apiNote(z.boolean(), 'false when emitted.'),
    message: apiNote(z.string(), 'Short text, at most 120 characters.'),
    from_user: apiNote(userMiniOutput, 'The user whose action caused it.'),
    created_at: timestampValue,
  }),
  'Real-time event (WebSocket subscription, not REST).',
);
export type NotificationEvent = z.output<typeof notificationOutput>;

/** api §10 NewMessageEvent. */
export const newMessageEventOutput = apiShape(
  'NewMessageEvent',
  z.strictObject({ type: z.literal('new_message'), message: chatMessageOutput, from_user: userMiniOutput }),
  'Real-time event (WebSocket subscription, not REST), to the sender and the recipient of every new message.',
);
export type NewMessageEvent = z.output<typeof newMessageEventOutput>;

/*
 * The app's own procedures (outside the REST contract, so not in the document): the unread
 * badge, marking a thread or every notification read, the notification menu.
 */
export const unreadCountOutput = z.strictObject({ count: countValue });
export const updatedCountOutput = z.strictObject({ updated: countValue });
export const notificationListOutput = z.strictObject({ notifications: z.array(notificationOutput), unread: countValue });
