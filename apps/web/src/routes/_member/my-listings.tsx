import { createFileRoute } from '@tanstack/react-router';
import { MyListingsPage } from '../../features/listings/mine/MyListingsPage';
import { MY_LISTINGS_TABS } from '../../features/listings/mine/search';
import { myListingsQueryOptions } from '../../features/listings/queries';

export const Route = createFileRoute('/_member/my-listings')({
  validateSearch: MY_LISTINGS_TABS.validateSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myListingsQueryOptions(context.trpc));
  },
  component: MyListingsPage,
});
