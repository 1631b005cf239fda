import { z } from 'zod';
import { idField, requiredText } from '../fields';

/** API §7.1: a flag's reason, after trimming. */
export const MAX_FLAG_REASON = 1000;

/** API §7.1 texts, verbatim, and the app's own (product §8). */
export const FLAG_TEXTS = {
  listingRequired: 'Listing ID is required.',
  reasonRequired: 'Reason is required.',
  reasonTooLong: `Reason must be ${MAX_FLAG_REASON} characters or less.`,
  listingNotFound: 'Listing not found.',
  ownListing: 'You cannot flag your own listing.',
  duplicate: 'You have already flagged this listing.',
  /** Product §8: what the app says when flagging fails or succeeds. */
  submitFailed: 'Failed to submit flag.',
  submitted: 'Flag submitted!',
} as const;

/** api §10: the `flag` notification every admin receives. */
export function flagNotificationText(listing: { id: number; brand: string; model: string }): string {
  return `Listing #${listing.id} (${listing.brand} ${listing.model}) was flagged.`;
}

/**
 * POST /api/moderation/flag (api §7.1). `content_type`, if sent, is ignored like any field the
 * endpoint does not name: every flag is about a listing.
 */
export const flagInput = z.object({
  content_id: idField(FLAG_TEXTS.listingRequired),
  reason: requiredText(FLAG_TEXTS.reasonRequired, [MAX_FLAG_REASON, FLAG_TEXTS.reasonTooLong]),
});
export type FlagInput = z.input<typeof flagInput>;
export type FlagFields = z.output<typeof flagInput>;

/** The app's own: whether the caller already flagged this listing. */
export const flagViewerStateInput = z.object({ listing_id: z.number().int() });
