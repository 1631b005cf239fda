import { OFFER_TEXTS, offerTerms } from '@mpx/shared';
import { useNow } from '../../../lib/useNow';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { itemOf, offerSteps, reservationSteps } from '../offerSteps';
import { ReservationActions } from '../reservation/ReservationActions';
import type { Offer } from '../types';
import { CounterOfferDialog } from './CounterOfferDialog';
import { useOfferAnswer } from './useOfferAnswer';

export interface OfferActionsProps {
  offer: Offer;
  viewerId: number;
  /** The other party's display name. */
  otherName: string;
}

/**
 * What the viewer may do with one offer (`offerSteps`, `reservationSteps`): Accept, Counter and
 * Decline for the party who did not make it, Withdraw for its maker, and once accepted the
 * reservation's own steps. Accepting reserves the listing and declines the other offers, so it
 * asks first. Each button names the offer for screen readers ("Accept offer of $95 for Bach 7C").
 */
export function OfferActions({ offer, viewerId, otherName }: OfferActionsProps) {
  const now = useNow();
  const answer = useOfferAnswer(offer.offer_id);
  const steps = offerSteps(offer, viewerId, now);
  const reservation = reservationSteps(offer, viewerId);
  if (steps.length === 0 && reservation.length === 0) return null;

  const item = itemOf(offer.listing);
  const target = <VisuallyHidden>{` ${OFFER_TEXTS.actionTarget(offerTerms(offer.amount, offer.swap_listing), item)}`}</VisuallyHidden>;
  const buyerName = offer.buyer_id === viewerId ? '' : otherName;
  return (
    <>
      {steps.map((step) => {
        switch (step) {
          case 'accept':
            return (
              <ConfirmDialog
                key={step}
                title={OFFER_TEXTS.confirmAcceptTitle}
                description={OFFER_TEXTS.confirmAccept(item)}
                confirmLabel={OFFER_TEXTS.accept}
                onConfirm={() => answer.run('accept')}
                trigger={
                  <Button size="sm" disabled={answer.isPending} loading={answer.pending === 'accept'}>
                    {OFFER_TEXTS.accept}
                    {target}
                  </Button>
                }
              />
            );
          case 'counter':
            return <CounterOfferDialog key={step} offer={offer} viewerId={viewerId} buyerName={buyerName} target={target} disabled={answer.isPending} />;
          case 'decline':
          case 'withdraw':
            return (
              <Button key={step} size="sm" variant="secondary" onClick={() => answer.run(step)} disabled={answer.isPending} loading={answer.pending === step}>
                {step === 'decline' ? OFFER_TEXTS.decline : OFFER_TEXTS.withdraw}
                {target}
              </Button>
            );
        }
      })}
      {reservation.length > 0 && <ReservationActions listing={offer.listing} steps={reservation} />}
    </>
  );
}
