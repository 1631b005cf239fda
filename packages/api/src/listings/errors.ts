/** The contract's texts for listing refusals (api §4), each defined once. */
export const LISTING_ERRORS = {
  notFound: 'Listing not found.',
  notOwner: 'Not authorized.',
  sold: 'Sold listings cannot be changed.',
  onLoan: 'Listings on loan cannot be paused or deleted.',
  /** Issue 30: only release and complete move a reserved listing; a full edit is still allowed. */
  reserved: 'This listing is reserved: complete the deal or release it first.',
  notPausable: 'Only active and paused listings can be paused or activated.',
  limit: (max: number) => `Listing limit reached. You may have up to ${max} active listings.`,
} as const;
