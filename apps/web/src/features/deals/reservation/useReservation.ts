import { DEAL_TEXTS } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/trpcError';
import { useTRPC } from '../../../trpc';
import { useSnackbar } from '../../../ui/useSnackbar';
import { refreshDeals } from '../queries';

/**
 * The steps of a reserved listing (issue 30): completing the deal (the seller, or the buyer
 * saying it arrived) or releasing it (the seller), each with its snackbar. Completing also
 * changes the price guide, which now counts the agreed amount.
 */
export function useReservation(listingId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const refresh = () => void refreshDeals(queryClient, trpc);

  const complete = useMutation(
    trpc.deals.complete.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries(trpc.prices.pathFilter());
        snackbar.success(DEAL_TEXTS.completed);
      },
      onError: (error) => snackbar.error(errorMessage(error, DEAL_TEXTS.completeFailed)),
      onSettled: refresh,
    }),
  );
  const release = useMutation(
    trpc.deals.release.mutationOptions({
      onSuccess: () => snackbar.success(DEAL_TEXTS.released),
      onError: (error) => snackbar.error(errorMessage(error, DEAL_TEXTS.releaseFailed)),
      onSettled: refresh,
    }),
  );

  return {
    complete: () => complete.mutate({ listing_id: listingId }),
    received: () => complete.mutate({ listing_id: listingId, received: true }),
    release: () => release.mutate({ listing_id: listingId }),
    isPending: complete.isPending || release.isPending,
  };
}
