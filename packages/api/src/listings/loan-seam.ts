import type { ListingRow } from '@mpx/db';
import type { Deps } from '../context';
import type { WriteScope } from '../core/write';

/**
 * SEAM for the loans area — contract §5.4, system cancellation. Called inside the transaction
 * that marks a listing sold (§4.5) or deletes it (§4.7). Loans do not exist yet, so there is
 * nothing to cancel. The loans issue replaces this body: in the same transaction, every
 * `pending` loan of `listing` becomes `cancelled` with the effects of §5.3, the lender as the
 * actor (auto-message "Your loan request for {brand} {model} has been cancelled because the
 * listing is no longer available"), scheduling on `tx` what must not go out for a rolled-back
 * write (emails, notifications).
 */
export function cancelPendingLoans(_deps: Deps, _tx: WriteScope, _listing: ListingRow): void {}
