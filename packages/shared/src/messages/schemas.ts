import { z } from 'zod';
import { charCount } from '../email';
import { idField, optionalIdField } from '../fields';
import { apiInputDoc } from '../responses';
import { MAX_CONVERSATION_PAGE, MAX_MESSAGE_LENGTH } from './constants';

export const MESSAGE_TEXTS = {
  recipientRequired: 'Recipient is required.',
  empty: 'Message cannot be empty.',
  tooLong: `Message must be ${MAX_MESSAGE_LENGTH} characters or less.`,
  listingId: 'listing_id must be a listing id.',
  beforeId: 'before must be a message id.',
  yourself: 'You cannot message yourself.',
  userNotFound: 'User not found.',
  listingNotOurs: 'The listing must belong to you or the recipient.',
  messageNotFound: 'Message not found.',
  notificationNotFound: 'Notification not found.',
  /** Product §8: what the app says when sending fails or succeeds. */
  sendFailed: 'Failed to send message.',
  sent: 'Message sent!',
} as const;

/** Message text: trimmed, line breaks inside kept, 1..5000 characters (api §6.3). */
export const messageContentField = z
  .string({ error: MESSAGE_TEXTS.empty })
  .trim()
  .min(1, MESSAGE_TEXTS.empty)
  .refine((v) => charCount(v) <= MAX_MESSAGE_LENGTH, MESSAGE_TEXTS.tooLong);

/** POST /api/messages (api §6.3), fields in the contract's table order. */
export const sendMessageInput = z.object({
  to_user_id: idField(MESSAGE_TEXTS.recipientRequired),
  content: messageContentField,
  listing_id: optionalIdField(MESSAGE_TEXTS.listingId),
});
export type SendMessageInput = z.input<typeof sendMessageInput>;

/** `listing_id` of a conversation query: absent, `""`, `null` or `undefined` name the general thread (api §6.2). */
const threadListingParam = z
  .union([z.enum(['null', 'undefined']).transform(() => null), optionalIdField(MESSAGE_TEXTS.listingId)], { error: MESSAGE_TEXTS.listingId })
  .optional()
  .transform((v) => v ?? null);

/** `limit`: 1..200, anything else counts as 200 (api §6.2). */
const pageLimit = apiInputDoc(
  z
    .unknown()
    .optional()
    .transform((v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
      return Number.isInteger(n) && n >= 1 && n <= MAX_CONVERSATION_PAGE ? n : MAX_CONVERSATION_PAGE;
    }),
  {
    type: 'integer',
    minimum: 1,
    maximum: MAX_CONVERSATION_PAGE,
    description: `Anything outside 1..${MAX_CONVERSATION_PAGE} counts as ${MAX_CONVERSATION_PAGE}.`,
  },
);

/** GET /api/messages/conversation/{userId} (api §6.2); the path's user id arrives as `user_id`. */
export const conversationInput = z.object({
  user_id: z.number().int(),
  listing_id: threadListingParam,
  before: optionalIdField(MESSAGE_TEXTS.beforeId),
  limit: pageLimit,
});
export type ConversationInput = z.input<typeof conversationInput>;

/** GET /api/messages (api §6.1). */
export const inboxInput = z.object({ listing_id: optionalIdField(MESSAGE_TEXTS.listingId) }).default({ listing_id: null });

/** The app's own: mark every message of one thread to the caller read. */
export const threadInput = z.object({ user_id: z.number().int(), listing_id: optionalIdField(MESSAGE_TEXTS.listingId) });
