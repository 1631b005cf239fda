import { z } from 'zod';
import { CONDITIONS, MAX_PHOTOS } from '../constants';
import { looseBoolean, nullableText, paymentLinkField, requiredText } from '../fields';
import { apiInputDoc } from '../responses';
import { canonicalModifications, LISTING_MODIFICATIONS, MODIFICATIONS_MESSAGE } from './modifications';
import { priceField } from './price';

export const CONDITION_LIST_MESSAGE = `Invalid condition. Must be one of: ${CONDITIONS.join(', ')}`;
export const MAX_PHOTOS_MESSAGE = `Maximum ${MAX_PHOTOS} photos allowed.`;

/** The listing form's field (api §4.3): a list of `LISTING_MODIFICATIONS`' codes, in any order, repeats ignored. */
const modificationsField = z
  .array(z.enum(LISTING_MODIFICATIONS, { error: MODIFICATIONS_MESSAGE }), { error: MODIFICATIONS_MESSAGE })
  .transform(canonicalModifications);

const conditionField = z
  .string({ error: 'Condition is required.' })
  .trim()
  .min(1, 'Condition is required.')
  .pipe(z.enum(CONDITIONS, { error: CONDITION_LIST_MESSAGE }));

/**
 * Only the container is checked here: each element is a data URL or one of our photo URLs, and
 * those checks decode images, so the server runs them (photo pipeline) once every other field
 * is valid. The output is `unknown[]` so nothing downstream mistakes an element for checked.
 */
const photosField = apiInputDoc(
  z
    .custom<string[]>((v) => Array.isArray(v), { error: 'Photos must be an array.' })
    .refine((photos) => photos.length <= MAX_PHOTOS, MAX_PHOTOS_MESSAGE)
    .transform((photos): unknown[] => photos),
  {
    type: 'array',
    maxItems: MAX_PHOTOS,
    items: { type: 'string', description: 'A data URL of a JPEG, PNG or WebP image, or the URL of a photo the listing already has.' },
    description: 'The first photo is the cover (api §4.4).',
  },
);

/**
 * API §4.3: the fields of listing create and full edit, in the table's order (issues come
 * out in this order). Create fills absent optional fields with their defaults; a full edit keeps
 * the stored values of absent optional fields (api §4.5).
 */
export const listingInput = z.object({
  instrument_type: requiredText('Instrument type is required.', [100, 'Instrument type must be 100 characters or less.']),
  brand: requiredText('Brand is required.', [100, 'Brand must be 100 characters or less.']),
  model: requiredText('Model is required.', [100, 'Model must be 100 characters or less.']),
  size: nullableText('Size must be a string.', [50, 'Size must be 50 characters or less.']).optional(),
  condition: conditionField,
  price: priceField,
  description: requiredText(
    'Description is required.',
    [2000, 'Description must be 2000 characters or less.'],
    [10, 'Description must be at least 10 characters long.'],
  ),
  open_to_swap: looseBoolean('open_to_swap must be a boolean.').optional(),
  open_to_loan: looseBoolean('open_to_loan must be a boolean.').optional(),
  paypal_link_override: paymentLinkField.optional(),
  photos: photosField.optional(),
  modifications: modificationsField.optional(),
});
/** What a client sends (the web form's values). */
export type ListingInput = z.input<typeof listingInput>;
/** The checked, normalised fields: trimmed text, size null when blank, price in dollars rounded to cents. */
export type ListingFields = z.output<typeof listingInput>;

export const STATUS_SOLD_ONLY_MESSAGE = 'Status can only be set to sold.';

/** API §4.5 status form: the only status a client may set is "sold". */
export const listingStatusInput = z.object({
  status: z.literal('sold', { error: STATUS_SOLD_ONLY_MESSAGE }),
});
