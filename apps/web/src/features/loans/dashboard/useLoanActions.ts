import type { LoanAction } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { useMarkSold } from '../../../entities/listing/useMarkSold';
import { refreshLoans } from '../queries';
import type { LoanItem } from '../types';

/**
 * The steps of one loan (api §5.3) and marking its listing sold (api §5.5). Each reloads the
 * dashboard, whatever the answer (product §7); a loan step that fails says nothing (product §8),
 * marking sold has its snackbars. A step can change the listing (on loan, back to active), so
 * the listing pages reload too.
 */
export function useLoanActions(loan: LoanItem) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();

  const act = useMutation(
    trpc.loans.act.mutationOptions({
      onSettled: () => {
        void refreshLoans(queryClient, trpc);
        void queryClient.invalidateQueries(trpc.listings.pathFilter());
      },
    }),
  );
  const markSold = useMarkSold(loan.listing.listing_id, { onSettled: () => void refreshLoans(queryClient, trpc) });

  return {
    run: (action: LoanAction) => act.mutate({ loan_id: loan.loan_id, action }),
    markSold: markSold.mutate,
    isPending: act.isPending || markSold.isPending,
    /** The step on its way, for its button's spinner. */
    pendingAction: act.isPending ? act.variables.action : markSold.isPending ? 'markSold' : null,
  };
}
