/**
 * Header slot for "Add Listing" (product §2): opens the create-listing dialog for members and,
 * on success, goes to /listings/{id}. The header renders it only for signed-in members.
 * Placeholder until the listings area lands.
 */
export function AddListingButton() {
  return null;
}
