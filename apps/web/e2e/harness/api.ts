import type { AppRouter } from '@mpx/api';
import { createTRPCClient, httpLink } from '@trpc/client';

/** The server's tRPC API from Node, for setting up test data without clicking through pages. */
export function apiClient(baseUrl: string) {
  return createTRPCClient<AppRouter>({ links: [httpLink({ url: `${baseUrl}/trpc` })] });
}
