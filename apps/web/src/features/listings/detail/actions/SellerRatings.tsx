/**
 * Slot: the seller's ratings list (product §2 Listing detail), shown to everyone. Renders nothing
 * until the ratings API exists; then it can show `RatingsList` (features/ratings) fed by
 * `useUserRatings(sellerId)`.
 */
export function SellerRatings(_props: { sellerId: number }) {
  return null;
}
