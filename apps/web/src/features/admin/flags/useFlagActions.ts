import type { FlagStatus } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { useSnackbar } from '../../../ui/useSnackbar';
import { refreshAfterWrite } from '../../../entities/listing/queries';
import { refreshAdmin } from '../queries';
import { ADMIN_TEXTS } from '../texts';

/**
 * The admin's flag actions (api §7.4, §7.5, §8.7) with the spec's snackbars (product §8).
 * Each refreshes every admin view; deleting a listing also drops it from the listing pages.
 */
export function useFlagActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const refresh = () => void refreshAdmin(queryClient, trpc);

  const setStatus = useMutation(
    trpc.moderation.setFlagStatus.mutationOptions({
      onSuccess: () => snackbar.success(ADMIN_TEXTS.flagStatusUpdated),
      onError: () => snackbar.error(ADMIN_TEXTS.flagStatusFailed),
      onSettled: refresh,
    }),
  );
  const deleteFlag = useMutation(
    trpc.moderation.deleteFlag.mutationOptions({
      onSuccess: () => snackbar.success(ADMIN_TEXTS.flagDeleted),
      onError: () => snackbar.error(ADMIN_TEXTS.flagDeleteFailed),
      onSettled: refresh,
    }),
  );
  const deleteListing = useMutation(
    trpc.admin.deleteListing.mutationOptions({
      onSuccess: (answer) => {
        void refreshAfterWrite(queryClient, trpc, { removedId: answer.deletedListing.listing_id });
        snackbar.success(ADMIN_TEXTS.listingDeleted);
      },
      onError: () => snackbar.error(ADMIN_TEXTS.listingDeleteFailed),
      onSettled: refresh,
    }),
  );

  return {
    setStatus: (flagId: number, status: FlagStatus) => setStatus.mutate({ flag_id: flagId, status }),
    deleteFlag: (flagId: number) => deleteFlag.mutate({ flag_id: flagId }),
    deleteListing: (listingId: number) => deleteListing.mutate({ listing_id: listingId }),
    /** What is on its way, so the row can show it busy. */
    busyFlag: setStatus.isPending ? setStatus.variables.flag_id : deleteFlag.isPending ? deleteFlag.variables.flag_id : null,
    busyListing: deleteListing.isPending ? deleteListing.variables.listing_id : null,
  };
}

export type FlagActions = ReturnType<typeof useFlagActions>;
