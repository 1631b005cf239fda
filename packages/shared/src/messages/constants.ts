/** API §6 and §10 limits of the messaging channel. */
export const MAX_MESSAGE_LENGTH = 5000;
/** `limit` of a conversation page (api §6.2): 1..200, anything else counts as the maximum. */
export const MAX_CONVERSATION_PAGE = 200;
/** `last_message_preview` (api §12) and a notification's `message` (api §10) are cut to this many characters. */
export const PREVIEW_LENGTH = 120;
/** The app keeps the newest notifications only (api §10, product spec "Real-time channel"). */
export const NOTIFICATION_LIST_LENGTH = 10;
/** A thread that stayed unread gets at most one New message email per this window (api §6.3). */
export const MESSAGE_EMAIL_WINDOW_MS = 15 * 60 * 1000;

export const NOTIFICATION_KINDS = ['message', 'loan', 'rating', 'flag', 'search', 'watch', 'offer', 'listing'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
