export { FLAG_TEXTS } from '@mpx/shared';

/**
 * Texts about flags that only the web app shows (product §2 Listing detail, product §5). The contract's
 * own texts (server errors, "Flag submitted!", "Failed to submit flag.") are FLAG_TEXTS in
 * @mpx/shared.
 */
export const MODERATION_PAGE_TEXTS = {
  /** Product §2 Listing detail: the button, and the dialog's title. */
  flagListing: 'Flag Listing',
  reason: 'Reason',
  submit: 'Submit',
  submitting: 'Submitting...',
} as const;

/** "Tell us what is wrong with the Bach 3C." */
export function flagDialogDescription(listing: { brand: string; model: string }): string {
  return `Tell us what is wrong with the ${listing.brand} ${listing.model}.`;
}
