import type { ConversationSummary, Message } from './types';

const SAM = { user_id: 7, name: 'Sam Lee', nickname: 'Tromba' };
const JO = { user_id: 12, name: 'Jo Bloggs', nickname: 'Slide' };

/** A message from Jo (12) to the signed-in member Sam (7, see src/test/fixtures.ts) unless overridden. */
export function message(overrides: Partial<Message> = {}): Message {
  const from = overrides.from_user_id === SAM.user_id ? SAM : JO;
  const to = from === SAM ? JO : SAM;
  return {
    message_id: 1,
    from_user_id: from.user_id,
    to_user_id: to.user_id,
    content: 'Is the 7C still available?',
    listing_id: 5,
    timestamp: '2025-06-01T10:00:00.000Z',
    read: false,
    from_user: from,
    to_user: to,
    ...overrides,
  };
}

export function summary(overrides: Partial<ConversationSummary> = {}): ConversationSummary {
  return {
    conversation_id: JO.user_id,
    listing_id: 5,
    listing_photo: null,
    listing_brand: 'Bach',
    listing_model: '7C',
    other_user: JO,
    last_message_preview: 'Is the 7C still available?',
    updated_at: '2025-06-01T10:00:00.000Z',
    unreadCount: 0,
    ...overrides,
  };
}

export const PEOPLE = { SAM, JO };
