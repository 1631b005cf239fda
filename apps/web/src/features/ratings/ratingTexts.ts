/** Texts about ratings, shared by the summaries and the ratings list so they always agree. */
export const RATING_TEXTS = {
  /** A member nobody has rated (cards, seller card, profile). */
  none: 'No ratings yet',
} as const;
