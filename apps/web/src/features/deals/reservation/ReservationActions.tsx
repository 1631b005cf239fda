import { DEAL_TEXTS } from '@mpx/shared';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { itemOf, type ReservationStep } from '../offerSteps';
import type { OfferListing } from '../types';
import { useReservation } from './useReservation';

const STEPS: Record<ReservationStep, { label: string; title: string; description: string; primary: boolean }> = {
  complete: { label: DEAL_TEXTS.complete, title: DEAL_TEXTS.confirmCompleteTitle, description: DEAL_TEXTS.confirmComplete, primary: true },
  release: { label: DEAL_TEXTS.release, title: DEAL_TEXTS.confirmReleaseTitle, description: DEAL_TEXTS.confirmRelease, primary: false },
  received: { label: DEAL_TEXTS.received, title: DEAL_TEXTS.confirmReceivedTitle, description: DEAL_TEXTS.confirmReceived, primary: true },
};

/**
 * "Mark as completed" and "Release reservation" for the seller, "I received it" for the buyer.
 * None of them can be taken back, so each asks first, as Mark as Sold does. Each names the
 * mouthpiece for screen readers ("Mark as completed Bach 7C").
 */
export function ReservationActions({ listing, steps }: { listing: Pick<OfferListing, 'listing_id' | 'brand' | 'model'>; steps: readonly ReservationStep[] }) {
  const run = useReservation(listing.listing_id);
  const name = <VisuallyHidden>{` ${itemOf(listing)}`}</VisuallyHidden>;
  return (
    <>
      {steps.map((step) => {
        const { label, title, description, primary } = STEPS[step];
        return (
          <ConfirmDialog
            key={step}
            title={title}
            description={description}
            confirmLabel={label}
            onConfirm={run[step]}
            trigger={
              <Button size="sm" variant={primary ? 'primary' : 'secondary'} disabled={run.isPending}>
                {label}
                {name}
              </Button>
            }
          />
        );
      })}
    </>
  );
}
