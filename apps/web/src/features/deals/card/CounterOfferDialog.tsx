import { OFFER_TEXTS, offerTerms } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTRPC } from '../../../trpc';
import { Button } from '../../../ui/Button';
import { useSnackbar } from '../../../ui/useSnackbar';
import { itemOf } from '../offerSteps';
import { refreshDeals } from '../queries';
import { OfferTermsDialog } from '../terms/OfferTermsDialog';
import type { Offer } from '../types';

export interface CounterOfferDialogProps {
  offer: Offer;
  viewerId: number;
  /** The buyer's display name, for the seller's swap label. */
  buyerName: string;
  /** Read after "Counter" by screen readers: which offer it answers. */
  target: ReactNode;
  disabled: boolean;
}

/**
 * "Counter" on an open offer (issue 30): new terms in the same form as a first offer, starting
 * from the ones on the table. The countered offer closes; the new one goes to the other party.
 */
export function CounterOfferDialog({ offer, viewerId, buyerName, target, disabled }: CounterOfferDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const counter = useMutation(
    trpc.offers.counter.mutationOptions({
      onSuccess: () => snackbar.success(OFFER_TEXTS.counterSent),
      onSettled: () => void refreshDeals(queryClient, trpc),
    }),
  );
  const viewerBuys = offer.buyer_id === viewerId;
  return (
    <OfferTermsDialog
      title={OFFER_TEXTS.counterTitle}
      description={OFFER_TEXTS.counterDialog(itemOf(offer.listing), offerTerms(offer.amount, offer.swap_listing))}
      trigger={
        <Button size="sm" variant="secondary" disabled={disabled}>
          {OFFER_TEXTS.counter}
          {target}
        </Button>
      }
      submitLabel={OFFER_TEXTS.sendCounter}
      buyerId={offer.buyer_id}
      swapLabel={viewerBuys ? OFFER_TEXTS.swapMine : OFFER_TEXTS.swapTheirs(buyerName)}
      from={offer}
      sending={counter}
      onSend={(terms, done) => counter.mutate({ offer_id: offer.offer_id, ...terms }, { onSuccess: done })}
      failure={OFFER_TEXTS.counterFailed}
    />
  );
}
