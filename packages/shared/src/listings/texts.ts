/** The listing screens' texts (product §2 My Listings, product §8 error catalogue), shared with the web app. */
export const LISTING_TEXTS = {
  createTitle: 'Create A New Mouthpiece Listing',
  editTitle: 'Edit Listing',
  empty: {
    all: "You haven't created any listings yet.",
    active: 'No active listings. Create a new listing to get started!',
    paused: 'No paused listings.',
    sold: 'No sold listings.',
  },
  noResults: 'No listings found',
  noResultsHint: 'Try adjusting your filters or check back later for new listings.',
  loadFailed: 'Failed to load listings',
  notFound: 'Listing not found',
  statusUpdated: 'Listing status updated!',
  deleted: 'Listing deleted.',
  markedSold: 'Listing marked as sold!',
  statusUpdateFailed: 'Failed to update listing status.',
  deleteFailed: 'Failed to delete listing.',
  markSoldFailed: 'Failed to mark listing as sold.',
  confirmDelete: 'Are you sure you want to delete this listing?',
  confirmMarkSold: 'Are you sure you want to mark this listing as sold?',
  noImage: 'No Image',
} as const;
