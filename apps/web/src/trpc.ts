import type { AppRouter } from '@mpx/api';
import { MAX_BATCH_CALLS } from '@mpx/shared';
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { QueryClient } from '@tanstack/react-query';

/** Components: `const trpc = useTRPC(); useQuery(trpc.profile.me.queryOptions())`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type Trpc = TRPCOptionsProxy<AppRouter>;
export type TrpcClient = TRPCClient<AppRouter>;

/** The real-time socket of each client, so the app can drop it when the member changes. */
const sockets = new WeakMap<TrpcClient, ReturnType<typeof createWSClient>>();

/** Reconnect after 1 s, 2 s, 4 s … at most 30 s between tries. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/** `ws://host/trpc` (or `wss:`) on the page's own origin, so the upgrade carries the session cookie. */
function sameOriginSocketUrl(path: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}${path}`;
}

/**
 * Same-origin `/trpc`, so the browser sends the HttpOnly session cookie along; the SPA never sees
 * the token. Queries and mutations go over HTTP in batches; subscriptions (the one real-time
 * subscription of a signed-in member, features/realtime) over a WebSocket that opens only when
 * a subscription starts and closes a few seconds after the last one ends. Tests pass their own
 * client (see src/test/mockTrpc.ts).
 */
export function createTrpcClient(url = '/trpc'): TrpcClient {
  const socket = createWSClient({
    url: () => sameOriginSocketUrl(url),
    lazy: { enabled: true, closeMs: 5_000 },
    retryDelayMs: reconnectDelayMs,
    // The server pings every 30 s; our own pings notice a dead network (a laptop waking up) sooner.
    keepAlive: { enabled: true, intervalMs: 20_000, pongTimeoutMs: 5_000 },
  });
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: socket }),
        // The server refuses larger batches; the link splits anything bigger into several requests.
        false: httpBatchLink({ url, maxItems: MAX_BATCH_CALLS }),
      }),
    ],
  });
  sockets.set(client, socket);
  return client;
}

/**
 * Closes the client's socket now. A socket is authenticated once, by the cookie of its upgrade
 * request: after a logout (or another member signing in) the next subscription must open a new
 * one. Nothing to do for clients without a socket (tests).
 */
export function closeRealtimeSocket(client: TrpcClient): Promise<void> {
  return sockets.get(client)?.close() ?? Promise.resolve();
}

/** The options proxy the router context carries, for `beforeLoad` guards and loaders. */
export function createTrpcProxy(client: TrpcClient, queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
