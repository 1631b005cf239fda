import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /** The postcode a guest last typed as "Near" (features/places/near.ts): the cookie's, read where the page is drawn. */
  rememberedNear: () => string | undefined;
}
