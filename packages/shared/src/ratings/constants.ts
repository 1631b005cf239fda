/** API §3.2: stars are a whole number in this range. */
export const MIN_STARS = 1;
export const MAX_STARS = 5;
/** API §3.2: a rating's comment, after trimming. */
export const MAX_RATING_COMMENT = 1000;

/** API §3 texts, verbatim, and the app's own (product §8). */
export const RATING_TEXTS = {
  userRequired: 'A user to rate is required.',
  listingRequired: 'A listing is required.',
  stars: `Stars must be a whole number from ${MIN_STARS} to ${MAX_STARS}.`,
  commentRequired: 'Comment is required.',
  commentTooLong: `Comment must be ${MAX_RATING_COMMENT} characters or less.`,
  yourself: 'You cannot rate yourself.',
  notTheirListing: 'That listing does not belong to the user being rated.',
  duplicate: 'You have already rated this user for this listing.',
  userNotFound: 'User not found.',
  /** Product §8: what the app says when rating fails or succeeds. */
  submitFailed: 'Failed to submit rating.',
  submitted: 'Rating submitted!',
} as const;

/** api §10: the `rating` notification to the ratee, naming the rater by display name. */
export function ratingNotificationText(raterDisplayName: string, stars: number): string {
  return `${raterDisplayName} left you a ${stars}-star rating.`;
}
