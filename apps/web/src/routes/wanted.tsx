import { createFileRoute } from '@tanstack/react-router';
import { wantedBoardQueryOptions } from '../features/wanted/queries';
import { parseWantedSearch } from '../features/wanted/search';
import { WantedPage } from '../features/wanted/WantedPage';

export const Route = createFileRoute('/wanted')({
  validateSearch: parseWantedSearch,
  loaderDeps: ({ search }) => search,
  // Where the page is drawn on the server (ADR 022) it waits for the board, so the posts are in
  // the first answer; in the browser the fetch starts with the route and the page shows its states.
  loader: async ({ context, deps }) => {
    const board = context.queryClient.prefetchQuery(wantedBoardQueryOptions(context.trpc, deps));
    if (context.server) await board;
  },
  component: WantedPage,
});
