import type { Listing } from '../../types';

/**
 * Slot: "Request Loan" (product §2 Listing detail). The detail page shows it only to members who
 * do not own the listing, and only while it is active and open to loan (`canRequestLoan`).
 * Renders nothing until the loans area lands.
 */
export function RequestLoanButton(_props: { listing: Listing }) {
  return null;
}

export function canRequestLoan(listing: Pick<Listing, 'open_to_loan' | 'status'>): boolean {
  return listing.open_to_loan && listing.status === 'active';
}
