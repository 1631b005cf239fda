import { z } from 'zod';
import { charCount } from '../email';
import { requiredText } from '../fields';
import { MAX_PRICE_GUIDE_FIELD, PRICE_GUIDE_TEXTS } from './texts';

const optionalText = z
  .string()
  .trim()
  .refine((v) => charCount(v) <= MAX_PRICE_GUIDE_FIELD, PRICE_GUIDE_TEXTS.tooLong)
  .optional();

/** GET /api/price-guide: a maker's size read as a listing's is (brand + size, or the size in the model). */
export const priceGuideInput = z.object({
  brand: requiredText(PRICE_GUIDE_TEXTS.brandRequired, [MAX_PRICE_GUIDE_FIELD, PRICE_GUIDE_TEXTS.tooLong]),
  size: optionalText,
  model: optionalText,
  instrument_type: optionalText,
});
export type PriceGuideInput = z.input<typeof priceGuideInput>;
