import type { RouterOutputs } from '../../lib/apiTypes';
import type { Message } from './types';

/** api §10 NotificationEvent, as the notifications menu lists it. */
export type NotificationEvent = RouterOutputs['notifications']['latest']['notifications'][number];

/** api §10 NewMessageEvent. */
export interface NewMessageEvent {
  type: 'new_message';
  message: Message;
  from_user: Message['from_user'];
}

export type LiveEvent = NewMessageEvent | NotificationEvent;

/**
 * What `events.onEvent` yields on the client: `new_message` as it is, and each `notification`
 * wrapped by tRPC as `{ id, data }` because it is tracked (so a reconnect resumes after it).
 */
export type EventPayload = NewMessageEvent | { id: string; data: NotificationEvent };

export function unwrapEvent(payload: EventPayload): LiveEvent {
  return 'data' in payload ? payload.data : payload;
}
