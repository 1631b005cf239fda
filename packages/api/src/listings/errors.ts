/** The contract's texts for listing refusals (api §4), each defined once. */
export const LISTING_ERRORS = {
  notFound: 'Listing not found.',
  notOwner: 'Not authorized.',
  sold: 'Sold listings cannot be changed.',
  onLoan: 'Listings on loan cannot be paused or deleted.',
  /** Issue 30: a reserved listing waits for its deal; only the seller's release or completion moves it. */
  reserved: 'This listing is reserved. Complete or release its deal first.',
  notPausable: 'Only active and paused listings can be paused or activated.',
  limit: (max: number) => `Listing limit reached. You may have up to ${max} active listings.`,
} as const;
