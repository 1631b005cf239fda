import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { LISTING_TEXTS } from '../../../entities/listing/texts';
import { LOAN_ACTION_LABELS, loanCardActions } from '../loanActions';
import type { LoanTab } from '../loanTabs';
import type { LoanItem } from '../types';
import { useLoanActions } from './useLoanActions';

/**
 * The viewer's buttons on one loan card, as their role and the loan's status allow
 * (`loanCardActions`). Each names the mouthpiece for screen readers ("Approve Bach 7C").
 */
export function LoanActions({ loan, viewerId, tab }: { loan: LoanItem; viewerId: number; tab: LoanTab }) {
  const actions = loanCardActions(loan, viewerId, tab);
  const run = useLoanActions(loan);
  const name = <VisuallyHidden>{` ${loan.listing.brand} ${loan.listing.model}`}</VisuallyHidden>;
  return (
    <>
      {actions.map((action) => {
        const label = LOAN_ACTION_LABELS[action];
        if (action === 'markSold') {
          return (
            <ConfirmDialog
              key={action}
              title="Mark as sold"
              description={LISTING_TEXTS.confirmMarkSold}
              confirmLabel={label}
              onConfirm={run.markSold}
              trigger={
                <Button size="sm" variant="secondary" disabled={run.isPending} loading={run.pendingAction === action}>
                  {label}
                  {name}
                </Button>
              }
            />
          );
        }
        const quiet = action === 'refuse' || action === 'cancel';
        return (
          <Button
            key={action}
            size="sm"
            variant={quiet ? 'secondary' : 'primary'}
            onClick={() => run.run(action)}
            disabled={run.isPending}
            loading={run.pendingAction === action}
          >
            {label}
            {name}
          </Button>
        );
      })}
    </>
  );
}
