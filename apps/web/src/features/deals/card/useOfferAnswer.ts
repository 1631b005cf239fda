import { OFFER_TEXTS, type OfferAnswer } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/trpcError';
import { useTRPC } from '../../../trpc';
import { useSnackbar } from '../../../ui/useSnackbar';
import { refreshDeals } from '../queries';

const DONE: Record<OfferAnswer, string> = { accept: OFFER_TEXTS.accepted, decline: OFFER_TEXTS.declined, withdraw: OFFER_TEXTS.withdrawn };
const FAILED: Record<OfferAnswer, string> = { accept: OFFER_TEXTS.acceptFailed, decline: OFFER_TEXTS.declineFailed, withdraw: OFFER_TEXTS.withdrawFailed };

/**
 * Accept, decline or withdraw one offer, each with its snackbar: the server's text when it has
 * one ("This offer is no longer open."), else the step's own failure. Whatever the answer, the
 * offers and listings load again: a refusal usually means the other party moved first.
 */
export function useOfferAnswer(offerId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const answer = useMutation(
    trpc.offers.answer.mutationOptions({
      onSuccess: (_, input) => snackbar.success(DONE[input.answer]),
      onError: (error, input) => snackbar.error(errorMessage(error, FAILED[input.answer])),
      onSettled: () => void refreshDeals(queryClient, trpc),
    }),
  );
  return {
    run: (step: OfferAnswer) => answer.mutate({ offer_id: offerId, answer: step }),
    isPending: answer.isPending,
    /** The answer on its way, for its button's spinner. */
    pending: answer.isPending ? answer.variables.answer : null,
  };
}
