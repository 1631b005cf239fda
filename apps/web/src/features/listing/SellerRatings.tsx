import { ReceivedRatings } from '../../entities/user/ReceivedRatings';
import { RATINGS_PAGE_TEXTS } from '../../entities/user/ratingTexts';

/** The seller's ratings list (product §2 Listing detail), shown to everyone, guests included. */
export function SellerRatings({ sellerId }: { sellerId: number }) {
  return <ReceivedRatings userId={sellerId} title={RATINGS_PAGE_TEXTS.sellerRatings} />;
}
