import type { LoanStatus } from '@mpx/shared';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';

/** Product §4 "Loan statuses": pending info, active success, returned and bought secondary, cancelled warning, refused error, other grey. */
const STATUS: Record<LoanStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'info' },
  active: { label: 'Active', tone: 'success' },
  return_pending: { label: 'Return pending', tone: 'neutral' },
  returned: { label: 'Returned', tone: 'brand' },
  cancelled: { label: 'Cancelled', tone: 'warning' },
  refused: { label: 'Refused', tone: 'error' },
  // Trial-to-buy (issue 30): the loan ended in a sale, a happy end like a return.
  bought: { label: 'Bought', tone: 'brand' },
};

export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const { label, tone } = STATUS[status];
  return (
    <Badge tone={tone}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {label}
    </Badge>
  );
}
