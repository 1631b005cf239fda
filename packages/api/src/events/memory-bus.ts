import type { EventBus, LiveEvent } from './bus';

type Listener = (event: LiveEvent) => void;

/**
 * The single-process bus: each subscription is a listener with its own queue, so a burst reaches
 * each tab whole and in order while it is still sending the previous event. (Node's `events.on`
 * does the same but preallocates two 2,048-slot queues per iterator, about 32 KiB per open tab.)
 */
export class MemoryEventBus implements EventBus {
  private readonly listeners = new Map<number, Set<Listener>>();

  publish(userId: number, event: LiveEvent): void {
    const listeners = this.listeners.get(userId);
    if (listeners) for (const listener of listeners) listener(event);
  }

  subscribe(userId: number, signal: AbortSignal): AsyncIterable<LiveEvent> {
    const queue: LiveEvent[] = [];
    let wake: (() => void) | undefined;
    const listener: Listener = (event) => {
      queue.push(event);
      wake?.();
    };
    // Listening starts now, before the caller reads anything (a catch-up query, say): nothing
    // published after this call returns can fall between the two.
    const listeners = this.listeners.get(userId) ?? new Set<Listener>();
    listeners.add(listener);
    this.listeners.set(userId, listeners);
    const leave = () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.listeners.get(userId) === listeners) this.listeners.delete(userId);
      wake?.();
    };
    signal.addEventListener('abort', leave, { once: true });
    return (async function* () {
      try {
        while (!signal.aborted) {
          const event = queue.shift();
          if (event) yield event;
          else await new Promise<void>((resolve) => (wake = resolve));
        }
      } finally {
        signal.removeEventListener('abort', leave);
        leave();
      }
    })();
  }

  isOnline(userId: number): boolean {
    return this.listeners.has(userId);
  }
}
