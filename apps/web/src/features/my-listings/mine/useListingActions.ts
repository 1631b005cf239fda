import { EXPIRY_TEXTS } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { useSnackbar } from '../../../ui/useSnackbar';
import { refreshAfterWrite } from '../../../entities/listing/queries';
import { LISTING_TEXTS } from '../../../entities/listing/texts';
import { useMarkSold } from '../../../entities/listing/useMarkSold';

/** Pause / activate, renew, mark sold and delete one listing, each with its snackbar (product §8, §21). */
export function useListingActions(listingId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const input = { listing_id: listingId };

  const togglePause = useMutation(
    trpc.listings.togglePause.mutationOptions({
      onSuccess: (listing) => {
        void refreshAfterWrite(queryClient, trpc, { listing });
        snackbar.success(LISTING_TEXTS.statusUpdated);
      },
      onError: () => snackbar.error(LISTING_TEXTS.statusUpdateFailed),
    }),
  );
  const renew = useMutation(
    trpc.listings.renew.mutationOptions({
      onSuccess: (listing) => {
        // The list is fetched again, so a renewed expired listing moves to Active.
        void refreshAfterWrite(queryClient, trpc, { listing });
        snackbar.success(EXPIRY_TEXTS.renewed);
      },
      onError: () => snackbar.error(EXPIRY_TEXTS.renewFailed),
    }),
  );
  const markSold = useMarkSold(listingId);
  const remove = useMutation(
    trpc.listings.remove.mutationOptions({
      onSuccess: () => {
        void refreshAfterWrite(queryClient, trpc, { removedId: listingId });
        snackbar.success(LISTING_TEXTS.deleted);
      },
      onError: () => snackbar.error(LISTING_TEXTS.deleteFailed),
    }),
  );

  return {
    togglePause: () => togglePause.mutate(input),
    renew: () => renew.mutate(input),
    markSold: markSold.mutate,
    remove: () => remove.mutate(input),
    isPending: togglePause.isPending || renew.isPending || markSold.isPending || remove.isPending,
    isTogglingPause: togglePause.isPending,
    isRenewing: renew.isPending,
  };
}
