import type { Listing } from '../../types';

/**
 * Slot: "Flag Listing" (product §2 Listing detail), for members who do not own the listing.
 * Renders nothing until the moderation area lands.
 */
export function FlagListingButton(_props: { listing: Listing }) {
  return null;
}
