import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/ProfilePage';

export const Route = createFileRoute('/_member/profile')({
  // Start fetching with the route; the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.profile.me.queryOptions());
  },
  component: ProfilePage,
});
