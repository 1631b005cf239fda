import { OFFER_STATUS_LABELS, type OfferStatus } from '@mpx/shared';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/** Waiting for an answer stands out; agreed is good news; closed without a deal is grey. */
const TONES: Record<OfferStatus, BadgeTone> = {
  open: 'info',
  accepted: 'success',
  completed: 'success',
  countered: 'neutral',
  declined: 'neutral',
  withdrawn: 'neutral',
  expired: 'warning',
  released: 'neutral',
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <Badge tone={TONES[status]}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {OFFER_STATUS_LABELS[status]}
    </Badge>
  );
}
