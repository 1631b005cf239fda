import { RateUser } from '../../../ratings/rate/RateUser';
import type { Listing } from '../../types';

/**
 * "Rate User" (product §2 Listing detail): rates the seller for this listing (`transaction_id` =
 * listing id), for members who do not own it; the ratings area's dialog (features/ratings/rate).
 */
export function RateUserButton({ listing }: { listing: Listing }) {
  return <RateUser listing={listing} />;
}
