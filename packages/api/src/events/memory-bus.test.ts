import { describe, expect, it } from 'vitest';
import type { LiveEvent } from './bus';
import { MemoryEventBus } from './memory-bus';

const note = (id: number): LiveEvent => ({
  type: 'notification',
  id,
  kind: 'message',
  read: false,
  message: `n${id}`,
  from_user: { user_id: 2, name: 'Ann', nickname: null },
  created_at: '2026-11-23T00:00:00.000Z',
});

describe('MemoryEventBus', () => {
  it('delivers a user’s events in order to each of their subscriptions, queued while none is read', async () => {
    const bus = new MemoryEventBus();
    const a = bus.subscribe(1)[Symbol.asyncIterator]();
    const b = bus.subscribe(1)[Symbol.asyncIterator]();
    const other = bus.subscribe(2)[Symbol.asyncIterator]();
    const waiting = a.next();
    bus.publish(1, note(1));
    bus.publish(1, note(2));
    expect(await waiting).toEqual({ value: note(1), done: false });
    expect(await a.next()).toEqual({ value: note(2), done: false });
    expect(await b.next()).toEqual({ value: note(1), done: false });
    expect(await b.next()).toEqual({ value: note(2), done: false });
    bus.publish(2, note(3));
    expect(await other.next()).toEqual({ value: note(3), done: false });
  });

  it('ends on abort, on close and when a for-await loop leaves, and the user goes offline with the last', async () => {
    const bus = new MemoryEventBus();
    const controller = new AbortController();
    const aborted = bus.subscribe(1, controller.signal);
    const closed = bus.subscribe(1);
    const looped = bus.subscribe(1);
    const pending = aborted[Symbol.asyncIterator]().next();
    controller.abort();
    expect(await pending).toEqual({ value: undefined, done: true });
    closed.close();
    closed.close();
    expect(await closed[Symbol.asyncIterator]().next()).toEqual({ value: undefined, done: true });
    expect(bus.isOnline(1)).toBe(true);
    bus.publish(1, note(1));
    for await (const event of looped) {
      expect(event).toEqual(note(1));
      break;
    }
    expect(bus.isOnline(1)).toBe(false);
    bus.publish(1, note(2));
  });

  it('does not listen at all for a signal already aborted', async () => {
    const bus = new MemoryEventBus();
    const subscription = bus.subscribe(1, AbortSignal.abort());
    expect(bus.isOnline(1)).toBe(false);
    expect(await subscription[Symbol.asyncIterator]().next()).toEqual({ value: undefined, done: true });
  });
});
