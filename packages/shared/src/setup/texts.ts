import { MAX_RIM_MM, MIN_RIM_MM } from '../listings/filters/table';

/** At most this many pieces in one member's setup (issue 31). */
export const MAX_SETUP_PIECES = 20;

/** My setup's texts, shared by the web app and the API (api §23, product §20). */
export const SETUP_TEXTS = {
  piecesRequired: 'pieces must be a list.',
  tooMany: `A setup holds at most ${MAX_SETUP_PIECES} pieces.`,
  instrumentRequired: 'Instrument type is required.',
  brandRequired: 'Brand is required.',
  sizeOrRim: 'Each piece needs a size or a rim in mm.',
  rimMm: `rim_mm must be a number of mm from ${MIN_RIM_MM.toFixed(1)} to ${MAX_RIM_MM.toFixed(1)}, with one decimal at most.`,
  current: 'current must be true or false.',
  showSetup: 'show_setup must be true or false.',
  saved: 'Setup saved.',
  saveFailed: 'Failed to save setup.',
  loadFailed: 'Failed to load setup.',
} as const;

/** The 400 for two current pieces of one instrument: only one piece per instrument is played now. */
export const twoCurrentText = (instrumentType: string) => `Only one ${instrumentType} piece can be current.`;

/** Said of a size kept as typed: the table has no such size (it is never guessed). */
export const unknownSizeText = (brand: string, size: string) => `The size table does not know ${brand} ${size}; it is kept as typed.`;

/** Said of a real size of the maker that is made for another instrument family than this piece's. */
export const otherFamilySizeText = (brand: string, size: string, instrumentType: string) =>
  `The size table knows ${brand} ${size} only for another instrument than ${instrumentType}; it is kept as typed.`;
