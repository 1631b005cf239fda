// No zod here: listing cards on the browse pages say "Modified: …", and must not pull in the
// schemas. The listing form's field is in schemas.ts.

/**
 * What may have been done to a mouthpiece since it left the maker (issue 31). Such a piece no
 * longer is the size its maker printed: it is never called "the same size" or a maker's
 * equivalent of another (api §16, §26), though its printed figures still place it.
 */
export const LISTING_MODIFICATIONS = ['throat_drilled', 'backbore_opened', 'rim_recut', 'replated', 'custom'] as const;
export type ListingModification = (typeof LISTING_MODIFICATIONS)[number];

/** How each is said in a sentence: "Modified: throat drilled, replated". */
export const MODIFICATION_LABELS: Record<ListingModification, string> = {
  throat_drilled: 'throat drilled',
  backbore_opened: 'backbore opened',
  rim_recut: 'rim recut',
  replated: 'replated',
  custom: 'custom work',
};

export const MODIFICATIONS_MESSAGE = `modifications must be a list of: ${LISTING_MODIFICATIONS.join(', ')}.`;

/** "Modified: throat drilled, replated": on the card, the listing page and as a size reason. */
export const modifiedText = (modifications: readonly ListingModification[]): string =>
  `Modified: ${modifications.map((m) => MODIFICATION_LABELS[m]).join(', ')}`;

/** Each once, in the list's order: one spelling per set, as it is stored. */
export const canonicalModifications = (modifications: readonly ListingModification[]): ListingModification[] =>
  LISTING_MODIFICATIONS.filter((m) => modifications.includes(m));
