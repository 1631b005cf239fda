import { present, stringField } from '@mpx/shared';
import { wsClient } from '../support/trpc-client';

/** What one open subscription (one tab) received, as the client saw it. */
export interface Tab {
  events: unknown[];
  errors: string[];
  /** Resolves once `n` events have arrived (rejects after a timeout). */
  waitFor(n: number, timeoutMs?: number): Promise<unknown[]>;
  /** Resolves once the subscription has failed. */
  failed(timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** Opens a real WebSocket and subscribes to `events.onEvent`, like a tab of the web app. */
export async function openTab(address: string, opts: { token?: string; cookie?: string; origin?: string; lastEventId?: string } = {}): Promise<Tab> {
  const ws = wsClient(address, opts);
  const events: unknown[] = [];
  const errors: string[] = [];
  let wake = () => {};
  const started = new Promise<void>((resolve) => {
    const subscription = ws.client.events.onEvent.subscribe(opts.lastEventId ? { lastEventId: opts.lastEventId } : undefined, {
      onStarted: () => resolve(),
      onData: (data) => {
        events.push(data);
        wake();
      },
      onError: (err) => {
        errors.push(err.message);
        resolve();
        wake();
      },
    });
    tabs.set(events, () => subscription.unsubscribe());
  });
  await started;
  const until = (done: () => boolean, timeoutMs: number, what: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(events)} ${errors.join()}`)), timeoutMs);
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        resolve();
      };
      wake = check;
      check();
    });
  return {
    events,
    errors,
    waitFor: async (n, timeoutMs = 3000) => {
      await until(() => events.length >= n, timeoutMs, `${n} events`);
      return events;
    },
    failed: async (timeoutMs = 3000) => {
      await until(() => errors.length > 0, timeoutMs, 'an error');
      return errors[0] ?? '';
    },
    close: async () => {
      tabs.get(events)?.();
      await ws.close();
    },
  };
}

const tabs = new WeakMap<unknown[], () => void>();

/** Lets in-flight deliveries land before asserting that nothing more arrived. */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/** The id of a tracked event as the client receives it (`{ id, data }`). */
export function trackedId(event: unknown): number {
  return Number(present(stringField(event, 'id'), 'a tracked event id'));
}
