import type { Listing } from '../../types';

/**
 * Slot: "Message Seller" (product §2 Listing detail), for signed-in members who do not own the
 * listing. Renders nothing until the messages area lands.
 */
export function MessageSellerButton(_props: { listing: Listing }) {
  return null;
}
