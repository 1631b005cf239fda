/**
 * Texts of the messaging pages that only the web app shows. The contract's own texts (errors,
 * "Message sent!", "Failed to send message.") are MESSAGE_TEXTS in @mpx/shared; this file stays
 * free of schemas so the header can use it without loading zod.
 */
export const MESSAGING_TEXTS = {
  inboxTitle: 'Messages',
  inboxEmpty: 'No messages yet.',
  inboxEmptyHint: 'Message a seller from any listing and the conversation will appear here.',
  inboxLoadFailed: 'Failed to load messages.',
  generalThread: 'General conversation',
  conversationTitle: 'Conversation',
  conversationLoadFailed: 'Failed to load the conversation.',
  conversationEmpty: 'No messages yet. Say hello!',
  listingGone: 'This listing is no longer available.',
  loadOlder: 'Load older messages',
  loadingOlder: 'Loading older messages...',
  composerLabel: 'Your Message',
  composerHint: 'Enter sends; Shift+Enter starts a new line.',
  messageSeller: 'Message Seller',
  openConversation: 'Open conversation',
  /** Product §7 "Real-time channel": the snackbar of a new-message event. */
  newMessageFrom: (name: string) => `New message from ${name}`,
} as const;
