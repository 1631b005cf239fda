import type { AppRouter } from '@mpx/api';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { createTRPCClient, getUntypedClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Observer } from '@trpc/server/observable';
import { App, createApp } from '../app';
import { SITE_CONFIG } from './fixtures';
import { createMockTrpc, type MockHandlers } from './mockTrpc';
import type { EventPayload } from '../features/messages/events';

/** What a subscription's link hands on: tRPC's result envelope. */
type Envelope = { result: { type: 'started' } | { type: 'data'; data: unknown } };

/**
 * For component tests of the real-time channel: the mock API of src/test/mockTrpc.ts plus an
 * `events.onEvent` subscription the test drives, pushing events as the server would.
 */
export function createMockEvents(handlers: MockHandlers) {
  const mock = createMockTrpc(handlers);
  const subscribers = new Set<Observer<Envelope, TRPCClientError<AppRouter>>>();

  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        if (op.type === 'subscription') {
          mock.calls.push({ path: op.path, input: op.input });
          subscribers.add(observer);
          observer.next({ result: { type: 'started' } });
          return () => subscribers.delete(observer);
        }
        const untyped = getUntypedClient(mock.client);
        const answer = op.type === 'query' ? untyped.query(op.path, op.input) : untyped.mutation(op.path, op.input);
        answer.then(
          (data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          },
          // `from` hands back an error that already is a TRPCClientError.
          (error: unknown) => observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
        );
        return () => {};
      });

  return {
    client: createTRPCClient<AppRouter>({ links: [link] }),
    calls: mock.calls,
    /** Open subscriptions (one per mounted app while a member is signed in). */
    subscriberCount: () => subscribers.size,
    /** Sends an event to every open subscription. */
    emit(payload: EventPayload) {
      for (const subscriber of subscribers) subscriber.next({ result: { type: 'data', data: payload } });
    },
    /** As after a reconnect: the server confirms the subscription again. */
    restart() {
      for (const subscriber of subscribers) subscriber.next({ result: { type: 'started' } });
    },
  };
}

/** renderApp (src/test/renderApp.tsx) with a controllable real-time channel. */
export async function renderAppWithEvents(path: string, handlers: MockHandlers = {}) {
  const events = createMockEvents({ 'auth.viewer': () => null, 'config.public': () => SITE_CONFIG, ...handlers });
  const app = createApp({ trpcClient: events.client, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App app={app} />);
  await screen.findByRole('contentinfo');
  return { app, events, calls: events.calls, pathname: () => app.router.state.location.pathname };
}
