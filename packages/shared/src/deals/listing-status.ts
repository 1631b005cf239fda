/**
 * How the listing statuses of issue 30 read on a listing's badge. Apart from texts.ts: the badge
 * is on nearly every page (the start-up bundle), and a module travels whole, so importing it from
 * there would bring every offer and deal text along.
 */
export const LISTING_STATUS_LABELS = { reserved: 'Reserved', expired: 'Expired' } as const;
