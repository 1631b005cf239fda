import { EventEmitter, on } from 'node:events';
import { isRecord } from '@mpx/shared';
import type { EventBus, LiveEvent } from './bus';

/**
 * The single-process bus: one emitter channel per user. `events.on` queues what arrives while a
 * subscriber is still sending the previous event, so a burst reaches each tab whole and in order.
 */
export class MemoryEventBus implements EventBus {
  private readonly emitter = new EventEmitter();
  private readonly online = new Map<number, number>();

  constructor() {
    // Thousands of tabs listen at once; the default cap of 10 listeners is for leak detection.
    this.emitter.setMaxListeners(0);
  }

  publish(userId: number, event: LiveEvent): void {
    this.emitter.emit(channel(userId), event);
  }

  subscribe(userId: number, signal: AbortSignal): AsyncIterable<LiveEvent> {
    // Listening starts now, before the caller reads anything (a catch-up query, say): nothing
    // published after this call returns can fall between the two.
    const events = on(this.emitter, channel(userId), { signal });
    this.online.set(userId, (this.online.get(userId) ?? 0) + 1);
    signal.addEventListener('abort', () => this.leave(userId), { once: true });
    return (async function* () {
      try {
        for await (const [event] of events) if (isLiveEvent(event)) yield event;
      } catch (err) {
        if (!signal.aborted) throw err;
      }
    })();
  }

  isOnline(userId: number): boolean {
    return this.online.has(userId);
  }

  private leave(userId: number): void {
    const count = (this.online.get(userId) ?? 1) - 1;
    if (count > 0) this.online.set(userId, count);
    else this.online.delete(userId);
  }
}

const channel = (userId: number) => `user:${userId}`;

/** Only `publish` emits on these channels; the check gives the emitter's `any` its type back. */
function isLiveEvent(value: unknown): value is LiveEvent {
  return isRecord(value) && (value.type === 'new_message' || value.type === 'notification');
}
