import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { useSnackbar } from '../../ui/useSnackbar';
import { refreshAfterWrite } from './queries';
import { LISTING_TEXTS } from './texts';

/**
 * Marks a listing sold (api §4.5) with its snackbars, reloading the listing pages. Used by
 * My Listings and by the lender's Mark as Sold on a loan card (api §5.5), which also passes
 * `onSettled` to reload its dashboard.
 */
export function useMarkSold(listingId: number, { onSettled }: { onSettled?: () => void } = {}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const mutation = useMutation(
    trpc.listings.setStatus.mutationOptions({
      onSuccess: (listing) => {
        void refreshAfterWrite(queryClient, trpc, { listing });
        snackbar.success(LISTING_TEXTS.markedSold);
      },
      onError: () => snackbar.error(LISTING_TEXTS.markSoldFailed),
      onSettled,
    }),
  );
  return { mutate: () => mutation.mutate({ listing_id: listingId, status: 'sold' }), isPending: mutation.isPending };
}
