import { createFileRoute } from '@tanstack/react-router';
import { MyListingsPage } from '../../features/listings/mine/MyListingsPage';
import { myListingsQueryOptions } from '../../features/listings/queries';

export const Route = createFileRoute('/_member/my-listings')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myListingsQueryOptions(context.trpc));
  },
  component: MyListingsPage,
});
