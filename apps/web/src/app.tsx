import { QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { handleUnauthorized } from './unauthorized';
import { cookieNearJar } from './entities/place/nearCookie';
import { NearMemory } from './lib/nearMemory';
import { hydrateFirstScreen } from './firstScreen';
import { createQueryClient } from './queryClient';
import { createAppRouter, type WebRouter } from './router';
import { PageTime } from './lib/useNow';
import { createTrpcProxy, TRPCProvider, type TrpcClient } from './trpc';
import { SnackbarProvider } from './ui/SnackbarProvider';

export interface AppInstance {
  router: WebRouter;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
  /** When the page was drawn on the server: its time while drawn and hydrated (lib/useNow). */
  pageTime: number | undefined;
}

/**
 * Wires query cache, tRPC and router together; main.tsx and the component tests both use it. The
 * first screen's answers (from the page, ADR 016) are in the cache before the router starts.
 */
export function createApp({
  trpcClient,
  history,
  firstScreen,
  server = false,
  pageTime,
  near = new NearMemory(cookieNearJar),
}: {
  trpcClient: TrpcClient;
  history?: RouterHistory;
  firstScreen?: DehydratedState;
  /** A page drawn on the server (ssr/draw.tsx). */
  server?: boolean;
  /** When the page was drawn on the server (ms), while it is drawn or hydrated. */
  pageTime?: number;
  /** The remembered "Near" postcode: the browser's cookie, or where the page is drawn on the server, the request's. */
  near?: NearMemory;
}): AppInstance {
  // The cache's error hook needs the router, which needs the cache. The hook only runs once a
  // query has failed, long after `router` below exists.
  const queryClient = createQueryClient((error) => handleUnauthorized(router, error));
  const trpc = createTrpcProxy(trpcClient, queryClient);
  hydrateFirstScreen(queryClient, firstScreen);
  const router = createAppRouter({ queryClient, trpc, near, server }, history, { server });
  return { router, queryClient, trpcClient, pageTime };
}

export function App({ app }: { app: AppInstance }) {
  return (
    <PageTime value={app.pageTime}>
      <QueryClientProvider client={app.queryClient}>
        <TRPCProvider trpcClient={app.trpcClient} queryClient={app.queryClient}>
          <SnackbarProvider>
            <RouterProvider router={app.router} />
          </SnackbarProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </PageTime>
  );
}
