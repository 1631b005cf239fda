import { displayName } from '../../../lib/displayName';
import { Button } from '../../../ui/Button';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { MessageDialog } from '../../messages/compose/MessageDialog';
import { LOANS_PAGE_TEXTS } from '../texts';
import type { LoanItem } from '../types';

export interface LoanMessageDialogProps {
  loan: Pick<LoanItem, 'listing'>;
  /** The other party of the loan. */
  to: LoanItem['lender'];
}

/**
 * The Message dialog of a loan card (product §2 Loans), in the two members' thread about the
 * listing; a failure says "Failed to send message" in the dialog (product §8).
 */
export function LoanMessageDialog({ loan, to }: LoanMessageDialogProps) {
  const { brand, model } = loan.listing;
  return (
    <MessageDialog
      to={to}
      listing={loan.listing}
      inlineFailure={LOANS_PAGE_TEXTS.messageFailed}
      trigger={
        <Button size="sm" variant="ghost">
          {LOANS_PAGE_TEXTS.message}
          <VisuallyHidden>{` ${displayName(to)} about ${brand} ${model}`}</VisuallyHidden>
        </Button>
      }
    />
  );
}
