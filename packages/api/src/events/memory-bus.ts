import type { EventBus, LiveEvent, LiveSubscription } from './bus';

const DONE: IteratorReturnResult<undefined> = { value: undefined, done: true };

/**
 * One subscription: its own queue, so a burst reaches the tab whole and in order while it is
 * still sending the previous event. A plain object rather than an async generator, with itself
 * as the abort listener: an open tab holds one of these, an array and a set entry, where a
 * generator (or Node's `events.on`, whose two 2,048-slot queues took ~32 KiB) held several
 * frames and promises each.
 */
class Subscription implements LiveSubscription, AsyncIterator<LiveEvent> {
  private readonly queue: LiveEvent[] = [];
  private waiting: ((result: IteratorResult<LiveEvent>) => void) | null = null;
  private closed = false;

  constructor(
    private readonly bus: MemoryEventBus,
    readonly userId: number,
    private readonly signal: AbortSignal | undefined,
  ) {}

  push(event: LiveEvent): void {
    const waiting = this.waiting;
    this.waiting = null;
    if (waiting) waiting({ value: event, done: false });
    else this.queue.push(event);
  }

  next(): Promise<IteratorResult<LiveEvent>> {
    const event = this.queue.shift();
    if (event) return Promise.resolve({ value: event, done: false });
    if (this.closed) return Promise.resolve(DONE);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<LiveEvent>> {
    this.close();
    return Promise.resolve(DONE);
  }

  /** The signal's abort. */
  handleEvent(): void {
    this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.queue.length = 0;
    this.signal?.removeEventListener('abort', this);
    this.bus.leave(this);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.(DONE);
  }

  [Symbol.asyncIterator](): AsyncIterator<LiveEvent> {
    return this;
  }
}

/** The single-process bus. */
export class MemoryEventBus implements EventBus {
  private readonly listeners = new Map<number, Set<Subscription>>();

  publish(userId: number, event: LiveEvent): void {
    const listeners = this.listeners.get(userId);
    if (listeners) for (const listener of listeners) listener.push(event);
  }

  /**
   * Listening starts now, before the caller reads anything (a catch-up query, say): nothing
   * published after this call returns can fall between the two.
   */
  subscribe(userId: number, signal?: AbortSignal): LiveSubscription {
    const subscription = new Subscription(this, userId, signal);
    if (signal?.aborted) {
      subscription.close();
      return subscription;
    }
    const listeners = this.listeners.get(userId) ?? new Set<Subscription>();
    listeners.add(subscription);
    this.listeners.set(userId, listeners);
    signal?.addEventListener('abort', subscription, { once: true });
    return subscription;
  }

  leave(subscription: Subscription): void {
    const listeners = this.listeners.get(subscription.userId);
    if (!listeners?.delete(subscription)) return;
    if (listeners.size === 0) this.listeners.delete(subscription.userId);
  }

  isOnline(userId: number): boolean {
    return this.listeners.has(userId);
  }
}
