import { createFileRoute } from '@tanstack/react-router';
import { sizeStockQueryOptions } from '../features/sizes/queries';
import { GUIDE_TABS } from '../features/sizes/search';
import { SizeGuidePage } from '../features/sizes/SizeGuidePage';

/**
 * The size guide. The page and the size table it draws from load in chunks of their own (the
 * router splits the component out; the table is only imported by it), never with the home page.
 */
export const Route = createFileRoute('/sizes')({
  validateSearch: GUIDE_TABS.validateSearch,
  // The counts load with the page's code; the guide itself needs nothing from the server.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sizeStockQueryOptions(context.trpc));
  },
  component: SizeGuidePage,
});
