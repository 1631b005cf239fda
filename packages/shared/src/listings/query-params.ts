import { z } from 'zod';
import { CONDITIONS, MAX_PAGE_SIZE, PAGE_SIZE, SORTS, STATES } from '../constants';
import { apiNote } from '../responses';
import { MAX_SEARCH_LENGTH } from './query';
import { MAX_REFERENCE_LENGTH } from '../sizes';
import { MAX_WITHIN_KM, MIN_WITHIN_KM } from '../places/texts';

/** A key that may be repeated, meaning "any of" (`brand=Bach&brand=Yamaha`). */
const anyOf = <T extends z.ZodType>(item: T, what: string) => apiNote(z.array(item), `${what}; a repeated key means "any of".`);

/**
 * API §4.1 as a client writes it: the query parameters of `GET /api/listings` with their
 * types, for the OpenAPI document. `listingQueryInput` is what parses them (leniently: strings,
 * repeated keys, fallbacks); this one says what a client should send. Same keys, same order:
 * a test holds every value this schema allows to being accepted by that parser. Every parameter
 * is optional.
 */
export const listingQueryParams = z
  .object({
    instrument_type: anyOf(z.string(), "Exact match on the listing's instrument type"),
    brand: anyOf(z.string(), "Exact match on the listing's brand"),
    condition: anyOf(z.enum(CONDITIONS), "Exact match on the listing's condition"),
    location_state: anyOf(z.enum(STATES), "Exact match on the seller's state"),
    model: anyOf(z.string(), "Case-insensitive substring of the listing's model (% and _ are literal)"),
    q: apiNote(
      z.string().max(MAX_SEARCH_LENGTH),
      'Search text, split on whitespace into terms; each term must match the beginning of a word (ignoring case and accents) in brand, model, size or description.',
    ),
    price_min: apiNote(z.number(), 'Inclusive lower bound in dollars.'),
    price_max: apiNote(z.number(), 'Inclusive upper bound in dollars.'),
    open_to_swap: apiNote(z.boolean(), '`true` keeps only listings open to swap, `false` only those that are not.'),
    open_to_loan: apiNote(z.boolean(), '`true` keeps only listings open to loan, `false` only those that are not.'),
    sort: apiNote(
      z.enum(SORTS).default('newest'),
      '`newest`: created_at descending. `price_asc` / `price_desc`: by price. `distance` (needs `near`): nearest seller first, newest first among equals. Ties: listing_id descending.',
    ),
    user_id: apiNote(
      z.union([z.literal('me'), z.int().min(1)]),
      "`me`: the caller's own listings in every status but deleted, unpaginated (needs a session). A user id: that user's active listings. Any other value is ignored.",
    ),
    page: apiNote(z.int().min(1).default(1), '1-based. Anything but a positive integer counts as 1. Ignored with user_id=me.'),
    limit: apiNote(
      z.int().min(1).default(PAGE_SIZE),
      `Page size. Values above ${MAX_PAGE_SIZE} count as ${MAX_PAGE_SIZE}; anything but a positive integer counts as ${PAGE_SIZE}. Ignored with user_id=me.`,
    ),
    like: apiNote(
      z.string().max(MAX_REFERENCE_LENGTH),
      'A mouthpiece to find similar sizes to, as a maker and size ("Bach 7C", or "7C" for Bach): listings of any maker for the same instrument family first the reference size and its published equivalents (a maker’s own comparison: Yamaha 11C4-7C, Denis Wick’s VB7C…), then listings within ±0.30 mm of rim diameter and the same or a neighbouring cup depth; each group closest first (ties in `sort` order). A search text of the form "like Bach 7C" does the same. A size the size table does not know is a 400.',
    ),
    near: apiNote(
      z.string().regex(/^\d{4}$/),
      "A postcode to measure distances from: each listing then carries `distance_km` (whole km from its seller's postcode). An unknown postcode is a 400.",
    ),
    within_km: apiNote(
      z.int().min(MIN_WITHIN_KM).max(MAX_WITHIN_KM),
      "Keeps listings whose seller's postcode lies within this many km of `near`'s (great-circle, between postcode points); needs `near`.",
    ),
  })
  .partial();

/** GET /api/listings/{id}'s one query parameter (api §20). */
export const listingNearParams = listingQueryParams.pick({ near: true });
