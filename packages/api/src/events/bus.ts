import type { NewMessageEvent, NotificationEvent } from '@mpx/shared';

/**
 * api §10 NewMessageEvent (to the sender and the recipient of every new message) and
 * NotificationEvent (stored first, so a reconnecting client can catch up by id), as @mpx/shared
 * defines them.
 */
export type { NewMessageEvent, NotificationEvent };

export type LiveEvent = NewMessageEvent | NotificationEvent;

/** One listener's events, read with `for await`; leaving the loop, or `close()`, stops it. */
export interface LiveSubscription extends AsyncIterable<LiveEvent> {
  /** Stops listening and ends the iteration; calling it again does nothing. */
  close(): void;
}

/**
 * Delivery of live events to the subscriptions of a user (every tab of theirs). In-process
 * today (`MemoryEventBus`); a Redis or Postgres LISTEN/NOTIFY bus implements the same interface
 * when the app runs as several processes. Writers publish only after commit (write's
 * `afterCommit`), so subscribers never see an event whose write rolled back.
 */
export interface EventBus {
  publish(userId: number, event: LiveEvent): void;
  /** The user's events from now until `signal` aborts or the subscription is closed, in publish order. */
  subscribe(userId: number, signal?: AbortSignal): LiveSubscription;
  /** Whether the user has a live subscription anywhere: the New message email goes only to absent members (api §6.3). */
  isOnline(userId: number): boolean;
}
