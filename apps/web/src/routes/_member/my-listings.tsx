import { createFileRoute } from '@tanstack/react-router';
import { MyListingsPage } from '../../features/my-listings/mine/MyListingsPage';
import { MY_LISTINGS_TABS } from '../../features/my-listings/mine/search';
import { myListingsQueryOptions } from '../../entities/listing/queries';

export const Route = createFileRoute('/_member/my-listings')({
  validateSearch: MY_LISTINGS_TABS.validateSearch,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myListingsQueryOptions(context.trpc));
  },
  component: MyListingsPage,
});
