import type { AppRouter } from '@mpx/api';
import { MAX_BATCH_CALLS } from '@mpx/shared';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { QueryClient } from '@tanstack/react-query';

/** Components: `const trpc = useTRPC(); useQuery(trpc.profile.me.queryOptions())`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type Trpc = TRPCOptionsProxy<AppRouter>;
export type TrpcClient = TRPCClient<AppRouter>;

/**
 * Same-origin `/trpc`, so the browser sends the HttpOnly session cookie along; the SPA never sees
 * the token. Tests pass their own client (see src/test/mockTrpc.ts).
 */
export function createTrpcClient(url = '/trpc'): TrpcClient {
  // The server refuses larger batches; the link splits anything bigger into several requests.
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url, maxItems: MAX_BATCH_CALLS })] });
}

/** The options proxy the router context carries, for `beforeLoad` guards and loaders. */
export function createTrpcProxy(client: TrpcClient, queryClient: QueryClient): Trpc {
  return createTRPCOptionsProxy<AppRouter>({ client, queryClient });
}
