import { formatRim } from '../sizes/texts';

/** At most this many listings in one section of For you (api §26): a row of cards, not a browse. */
export const FOR_YOU_PER_SECTION = 8;

/** A little bigger or smaller (api §26): a rim this far from the piece's, in µm, either side. */
export const FOR_YOU_RING_UM = { min: 200, max: 500 } as const;

/** What For you says, in the API's answers and on the home page (api §26, product §21). */
export const FIT_TEXTS = {
  loadFailed: 'Failed to fetch listings for you.',
  invitation: 'Tell us the mouthpiece you play and the home page will show pieces like it.',
  invitationLink: 'Add your setup',
} as const;

/** The piece as the member gave it: maker and size, or maker and the rim they measured. */
interface PieceWords {
  brand: string;
  size: string | null;
  rim_mm: number | null;
}

/** "Bach 7C"; "Denis Wick, rim 16.5 mm" for a piece given only by its rim. */
export function pieceName({ brand, size, rim_mm }: PieceWords): string {
  if (size !== null) return `${brand} ${size}`;
  return rim_mm === null ? brand : `${brand}, rim ${formatRim(rim_mm)} mm`;
}

/** The heading of a section: "For your Bach 7C (trumpet)". */
export const forYouTitle = (piece: PieceWords & { instrument_type: string }): string => `For your ${pieceName(piece)} (${piece.instrument_type.toLowerCase()})`;

/** The home's link from a row to the browse of sizes like the piece, for the listings past the row. */
export const forYouMore = (piece: PieceWords): string => `More like your ${pieceName(piece)}`;

/** Said of a section with nothing in it yet. */
export const forYouEmpty = (piece: PieceWords): string => `Nothing like your ${pieceName(piece)} is listed yet.`;

/** "your 7C" where a line names only the size, as players do; "yours" for a piece given by its rim. */
const yours = (piece: PieceWords): string => (piece.size === null ? 'yours' : `your ${piece.size}`);

/** "0.3", "0.25", "1": a gap in µm as mm, to hundredths without trailing zeros (as `describeDifference`). */
const mmOf = (um: number): string => (Math.abs(um) / 1000).toFixed(2).replace(/\.?0+$/, '');

/** The first letter up: `describeDifference` writes "0.1 mm wider" and "same rim, deeper cup" to be read after other words. */
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Why a listing is in a section (api §26): one line each, in the member's terms. `nominal`: one of
 * the two rims is worked out from a maker's numbering rule, so the gap is said with "≈".
 */
export const REASON_TEXTS = {
  same: (piece: PieceWords) => `Same size as your ${pieceName(piece)}`,
  /** The listing's maker publishes the link itself ("Yamaha sells its 11C4 as the 11C4-7C"). */
  ownEquivalent: (maker: string, piece: PieceWords) => `${maker}'s own equivalent of your ${pieceName(piece)}`,
  /** Another maker's comparison links the two, or a link through a third size. */
  publishedEquivalent: (piece: PieceWords) => `A published equivalent of your ${pieceName(piece)}`,
  /** A measured neighbour: `difference` is `describeDifference`'s ("0.1 mm wider, deeper cup", "same rim, shallower cup"). */
  neighbour: (difference: string, piece: PieceWords, nominal: boolean) => `${nominal ? '≈ ' : ''}${capital(difference)} than ${yours(piece)}`,
  /** Another size with the piece's figures: said as figures, since only the piece's own size is "the same size". */
  sameFigures: (piece: PieceWords, cups: boolean, nominal: boolean) => `${nominal ? '≈ ' : ''}Same rim${cups ? ' and cup' : ''} as ${yours(piece)}`,
  /** A little bigger or smaller: `gapUm` is the listing's rim less the piece's. */
  ring: (gapUm: number, piece: PieceWords, nominal: boolean) =>
    `Rim ${nominal ? '≈ ' : ''}${mmOf(gapUm)} mm ${gapUm > 0 ? 'larger' : 'smaller'} than ${yours(piece)}`,
} as const;
