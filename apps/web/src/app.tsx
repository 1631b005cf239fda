import type { FirstScreenEntry } from '@mpx/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { handleUnauthorized } from './features/session/unauthorized';
import { cookieNearJar } from './features/places/nearCookie';
import { NearMemory } from './features/places/nearMemory';
import { hydrateFirstScreen } from './firstScreen';
import { createQueryClient } from './queryClient';
import { createAppRouter, type WebRouter } from './router';
import { createTrpcProxy, TRPCProvider, type TrpcClient } from './trpc';
import { SnackbarProvider } from './ui/SnackbarProvider';

export interface AppInstance {
  router: WebRouter;
  queryClient: QueryClient;
  trpcClient: TrpcClient;
}

/**
 * Wires query cache, tRPC and router together; main.tsx and the component tests both use it. The
 * first screen's answers (from the page, ADR 016) are in the cache before the router starts.
 */
export function createApp({
  trpcClient,
  history,
  firstScreen = [],
  server = false,
  near = new NearMemory(cookieNearJar),
}: {
  trpcClient: TrpcClient;
  history?: RouterHistory;
  firstScreen?: readonly FirstScreenEntry[];
  /** A page drawn on the server (ssr/render.tsx). */
  server?: boolean;
  /** The remembered "Near" postcode: the browser's cookie, or where the page is drawn on the server, the request's. */
  near?: NearMemory;
}): AppInstance {
  // The cache's error hook needs the router, which needs the cache. The hook only runs once a
  // query has failed, long after `router` below exists.
  const queryClient = createQueryClient((error) => handleUnauthorized(router, error));
  const trpc = createTrpcProxy(trpcClient, queryClient);
  hydrateFirstScreen(queryClient, trpc, firstScreen);
  const router = createAppRouter({ queryClient, trpc, near }, history, { server });
  return { router, queryClient, trpcClient };
}

export function App({ app }: { app: AppInstance }) {
  return (
    <QueryClientProvider client={app.queryClient}>
      <TRPCProvider trpcClient={app.trpcClient} queryClient={app.queryClient}>
        <SnackbarProvider>
          <RouterProvider router={app.router} />
        </SnackbarProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
