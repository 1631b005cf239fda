import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCode } from './lib/trpcError';

/**
 * `onError` sees every failed query and mutation (the app uses it to end a dead session). Only
 * network failures are retried: a 4xx answer will not change on a second try.
 */
export function createQueryClient(onError: (error: unknown) => void = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => errorCode(error) === null && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
