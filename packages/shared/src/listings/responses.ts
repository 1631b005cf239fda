import { z } from 'zod';
import { MAX_PHOTOS, VISIBLE_LISTING_STATUSES } from '../constants';
import { apiNote, apiShape, conditionValue, countValue, idValue, messageOutput, timestampValue } from '../responses';
import { sellerSummaryOutput } from '../users/responses';
import { LISTING_MODIFICATIONS } from './modifications';

/** The listing shapes of api §12 and the answers of api §4. */

/** An absolute `http(s)` URL: `PUBLIC_URL` and a path (api §0.10). A pattern, not `z.url()`, which parses each one (~5 µs). */
export const photoUrl = z.string().regex(/^https?:\/\/[^\s/]+\/\S*$/);
/** A listing's photos or thumbnails, in display order. */
export const photoUrls = z.array(photoUrl).max(MAX_PHOTOS);
const paymentLink = z.string().nullable();

export const listingOutput = apiShape(
  'Listing',
  z.strictObject({
    listing_id: idValue,
    user_id: apiNote(idValue, 'The owner; equals user.user_id.'),
    user: sellerSummaryOutput,
    instrument_type: z.string(),
    brand: z.string(),
    model: z.string(),
    size: z.string().nullable(),
    condition: conditionValue,
    price: apiNote(z.number().positive(), 'Dollars, at most 2 decimals.'),
    description: apiNote(z.string(), 'Full text, never shortened.'),
    photos: apiNote(photoUrls, 'Absolute URLs of the full-size images; [0] is the cover.'),
    thumbnails: apiNote(photoUrls, 'Same length and order as photos; absolute thumbnail URLs.'),
    open_to_swap: z.boolean(),
    open_to_loan: z.boolean(),
    modifications: apiNote(
      z.array(z.enum(LISTING_MODIFICATIONS)),
      'What was done to the piece since it left the maker, in this order; [] for none. A modified piece is never a published equivalent or "the same size" (api §16).',
    ),
    status: apiNote(
      z.enum(VISIBLE_LISTING_STATUSES),
      '`reserved`: an accepted offer holds it for its buyer; `expired`: not renewed for LISTING_EXPIRY_DAYS, out of browse until its owner renews it.',
    ),
    paypal_link_override: apiNote(paymentLink, 'Always null for guests.'),
    paypal_link_effective: apiNote(paymentLink, "The override if set, else the seller's paypal_link, else null; always null for guests."),
    created_at: timestampValue,
    updated_at: timestampValue,
    expires_at: apiNote(
      timestampValue.nullable(),
      'When an `active` listing leaves browse unless its owner renews it, or when an `expired` one did: LISTING_EXPIRY_DAYS after it was put up or last renewed. Null in every other status, and when expiry is off.',
    ),
    place: apiNote(
      z.string().nullable(),
      'Where the seller is, no more precisely than their postcode: its main locality and state ("Box Hill VIC"); null for a postcode the table does not know.',
    ),
    distance_km: apiNote(
      z.int().min(0).nullable().optional(),
      "Only when the request gave `near`: whole km from that postcode's point to the seller's; null when the seller's postcode has no point.",
    ),
  }),
);

export const paginationOutput = apiShape(
  'Pagination',
  z.strictObject({
    page: z.int().min(1),
    limit: apiNote(countValue, 'With user_id=me: the number of listings, 0 when there are none.'),
    totalPages: apiNote(countValue, 'ceil(totalCount / limit); 0 when totalCount is 0.'),
    totalCount: countValue,
    hasNextPage: apiNote(z.boolean(), 'page < totalPages'),
    hasPrevPage: apiNote(z.boolean(), 'page > 1'),
  }),
);

const facetValues = apiNote(
  z.array(z.string()),
  'Distinct values, sorted case-insensitively, over the listings the request would match without the model, brand and instrument_type filters and pagination.',
);

export const listingListOutput = apiShape(
  'ListingListResponse',
  z.strictObject({
    listings: z.array(listingOutput),
    availableModels: facetValues,
    availableBrands: facetValues,
    availableInstrumentTypes: facetValues,
    pagination: paginationOutput,
  }),
);

export const listingDeletedOutput = messageOutput('ListingDeletedResponse', 'Listing deleted.');

/** The listing page's "Similar sizes": other sellers' active listings near this one's size. */
export const similarListingsOutput = apiShape(
  'SimilarListings',
  z.strictObject({ listings: apiNote(z.array(listingOutput), 'At most 6, closest size first; empty when the size does not decode.') }),
);

/** The size guide's "listed now" figures: active listings per decoded maker and code. */
export const sizeStockOutput = apiShape(
  'SizeStock',
  z.strictObject({
    models: z.array(z.strictObject({ maker_id: z.string(), code: z.string(), family: z.string(), count: countValue })),
  }),
);

const equivalentOutput = z.strictObject({ maker_id: z.string(), code: z.string(), reason: z.string(), source: z.string() });

/** The open size dataset (`GET /api/sizes`): every size of the table with its figures, sources and equivalents. */
export const sizeDatasetOutput = apiShape(
  'SizeDataset',
  z.strictObject({
    sizes: z.array(
      z.strictObject({
        maker_id: z.string(),
        maker: z.string(),
        family: z.string(),
        code: z.string(),
        aliases: z.array(z.string()),
        rim_mm: apiNote(z.number().nullable(), 'Rim inner (cup) diameter in millimetres; null where no figure is published.'),
        rim_from: apiNote(z.enum(['measured', 'rule']).nullable(), '`measured`: printed for this size; `rule`: worked out from the maker’s numbering rule.'),
        cup: z.string().nullable(),
        cup_wording: apiNote(z.string().nullable(), 'The maker’s own words for the cup, as printed.'),
        throat_mm: z.number().nullable(),
        backbore: z.string().nullable(),
        shanks: z.array(z.string()),
        source: apiNote(z.string(), 'Where the figures come from.'),
        note: z.string().nullable(),
        equivalents: apiNote(z.array(equivalentOutput), 'Sizes of other makers that a published source links to this one, with why and where.'),
      }),
    ),
  }),
);

/** The same dataset as CSV (`GET /api/sizes.csv`). */
export const sizeDatasetCsvOutput = apiShape('SizeDatasetCsv', z.string(), 'RFC 4180 CSV, one size a row; lists joined with "; ".');
