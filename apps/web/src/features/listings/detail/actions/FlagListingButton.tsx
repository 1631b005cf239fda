import { FlagListing } from '../../../moderation/flag/FlagListing';
import type { Listing } from '../../types';

/**
 * "Flag Listing" (product §2 Listing detail), for members who do not own the listing: the
 * moderation area's dialog (features/moderation/flag).
 */
export function FlagListingButton({ listing }: { listing: Listing }) {
  return <FlagListing listing={listing} />;
}
