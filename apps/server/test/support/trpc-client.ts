import type { AppRouter } from '@mpx/api';
import { createTRPCClient, createWSClient, httpBatchLink, httpLink, wsLink } from '@trpc/client';
import WebSocket from 'ws';

/**
 * A tRPC client over real HTTP that keeps the session cookie like a browser tab would. With
 * `batch`, calls made together travel in one request, as the web app sends them.
 */
export function httpClient(baseUrl: string, opts: { origin?: string; bearer?: string; batch?: boolean } = {}) {
  const jar = { cookie: '' };
  const link = opts.batch ? httpBatchLink : httpLink;
  const client = createTRPCClient<AppRouter>({
    links: [
      link({
        url: `${baseUrl}/trpc`,
        headers: () => ({
          ...(jar.cookie ? { cookie: jar.cookie } : {}),
          ...(opts.origin ? { origin: opts.origin } : {}),
          ...(opts.bearer ? { authorization: `Bearer ${opts.bearer}` } : {}),
        }),
        fetch: async (url, init) => {
          const res = await fetch(url, init);
          const set = res.headers.getSetCookie().find((c) => c.startsWith('session='));
          if (set) {
            const value = set.split(';')[0] ?? '';
            jar.cookie = value === 'session=' ? '' : value;
          }
          return res;
        },
      }),
    ],
  });
  return { client, jar };
}

/** A tRPC client over a real WebSocket, with the handshake headers a browser (or script) would send. */
export function wsClient(baseUrl: string, opts: { cookie?: string; origin?: string; token?: string } = {}) {
  const headers = { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.origin ? { origin: opts.origin } : {}) };
  class HeaderWebSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const socket = createWSClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/trpc`,
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- ws implements the browser API tRPC uses, but its types lack the DOM's EventTarget methods.
    WebSocket: HeaderWebSocket as unknown as typeof globalThis.WebSocket,
    retryDelayMs: () => 60_000,
    ...(opts.token ? { connectionParams: { token: opts.token } } : {}),
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: socket })] });
  return { client, close: () => socket.close() };
}
