import { createFileRoute } from '@tanstack/react-router';
import { DealsPage } from '../../features/deals/page/DealsPage';
import { DEALS_TABS } from '../../features/deals/page/search';
import { dealListQueryOptions, offerListQueryOptions } from '../../features/deals/queries';

export const Route = createFileRoute('/_member/deals')({
  validateSearch: DEALS_TABS.validateSearch,
  // Start fetching with the route; the page shows its own loading and error states.
  loader: ({ context }) => {
    const { queryClient, trpc } = context;
    void queryClient.prefetchQuery(offerListQueryOptions(trpc, { role: 'buyer' }));
    void queryClient.prefetchQuery(offerListQueryOptions(trpc, { role: 'seller' }));
    void queryClient.prefetchQuery(dealListQueryOptions(trpc));
  },
  component: DealsPage,
});
