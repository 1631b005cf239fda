import { RequestLoanDialog } from './RequestLoanDialog';
import type { Listing } from '../../../entities/listing/types';

/**
 * "Request Loan" (product §2 Listing detail), placed on the listing page by its route.
 * The detail page shows it only to members who do not own the listing, and only while it is
 * active and open to loan (`canRequestLoan`); guests are asked to log in instead.
 */
export function RequestLoanButton({ listing }: { listing: Listing }) {
  return <RequestLoanDialog listing={listing} />;
}

export function canRequestLoan(listing: Pick<Listing, 'open_to_loan' | 'status'>): boolean {
  return listing.open_to_loan && listing.status === 'active';
}
