import type { Db } from '@mpx/db';
import { prepared } from '../../core/prepared';
import { isFoldSafe, textTokens } from './text';

/** A listing's brand, model and type: what the facet filters test, on a listing or a catalog group. */
export interface FacetValues {
  brand: string;
  model: string;
  instrumentType: string;
}

/** A listing as the saved-search matcher reads it: its filterable fields, its seller's state, postcode and display name. */
export interface ListingFacts extends FacetValues {
  id: number;
  userId: number;
  status: string;
  size: string | null;
  description: string;
  condition: string;
  priceCents: number;
  openToSwap: number;
  openToLoan: number;
  sizeMaker: string | null;
  sizeCode: string | null;
  sizeFamily: string | null;
  sizeRimUm: number | null;
  sizeCup: number | null;
  /** Stored as written (a JSON list), null for none: a modified piece is never a size's equivalent. */
  modifications: string | null;
  sellerState: string;
  sellerPostcode: string;
  sellerName: string;
  sellerNickname: string | null;
}

const LISTING_FACTS = `SELECT l.id, l.user_id AS userId, l.status, l.instrument_type AS instrumentType, l.brand, l.model, l.size,
  l.description, l.condition, l.price_cents AS priceCents, l.open_to_swap AS openToSwap, l.open_to_loan AS openToLoan,
  l.size_maker AS sizeMaker, l.size_code AS sizeCode, l.size_family AS sizeFamily, l.size_rim_um AS sizeRimUm, l.size_cup AS sizeCup,
  l.modifications, u.location_state AS sellerState, u.location_postcode AS sellerPostcode, u.name AS sellerName, u.nickname AS sellerNickname
  FROM listings l JOIN users u ON u.id = l.user_id WHERE l.id = ?`;

export function listingFacts(db: Db, listingId: number): ListingFacts | undefined {
  return prepared<ListingFacts>(db, LISTING_FACTS).get(listingId);
}

/** The model as SQLite's lower() folds it (ASCII letters only), and fully. */
export interface FoldedModel {
  modelAscii: string;
  modelUnicode: string;
}

/** What the text tests need of a listing, worked out once for all candidate searches. */
export interface ListingText extends FoldedModel {
  /** Tokens of brand, model, size and description; null when FTS5 must decide (text.ts). */
  columns: string[][] | null;
}

/** SQLite's lower(): ASCII letters only. */
export const asciiLower = (text: string): string => text.replace(/[A-Z]+/g, (c) => c.toLowerCase());

export function listingText(l: ListingFacts): ListingText {
  const texts = [l.brand, l.model, l.size ?? '', l.description];
  return {
    columns: texts.every(isFoldSafe) ? texts.map(textTokens) : null,
    modelAscii: asciiLower(l.model),
    modelUnicode: l.model.toLowerCase(),
  };
}
