import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../trpc';
import type { NearMemory } from './nearMemory';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /** The postcode a guest last typed as "Near" (entities/place): the cookie's, read where the page is drawn. */
  near: NearMemory;
  /**
   * The page is drawn on the server (ADR 022): a loader whose data the page's head needs (a
   * listing's link-preview tags) waits for it there, where in the browser the page shows its
   * own loading state instead.
   */
  server: boolean;
}
