import type { Listing } from '../../types';

/**
 * Slot: "Rate User" (product §2 Listing detail): rates the seller for this listing
 * (`transaction_id` = listing id). Renders nothing until the ratings area lands.
 */
export function RateUserButton(_props: { listing: Listing }) {
  return null;
}
