import { MessageSeller } from '../../../messages/seller/MessageSeller';
import type { Listing } from '../../types';

/**
 * "Message Seller" (product §2 Listing detail), for signed-in members who do not own the
 * listing: the messages area's dialog (features/messages/seller).
 */
export function MessageSellerButton({ listing }: { listing: Listing }) {
  return <MessageSeller listing={listing} />;
}
