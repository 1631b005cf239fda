import { z } from 'zod';
import { apiNote, apiShape, countValue } from '../responses';

const dollars = z.number().positive();

/** One sale of a price guide: its price and the month it sold, never who sold it. */
export const priceGuideSaleOutput = z.strictObject({
  price: dollars,
  month: apiNote(z.string().regex(/^\d{4}-\d{2}$/), 'The UTC month of the sale, "YYYY-MM".'),
});

/** GET /api/price-guide (api §22.1). */
export const priceGuideOutput = apiShape(
  'PriceGuide',
  z.strictObject({
    maker_id: apiNote(z.string().nullable(), 'The decoded maker; null when the size does not decode.'),
    code: z.string().nullable(),
    family: z.string().nullable(),
    label: apiNote(z.string().nullable(), 'The decoded size as people write it: "Bach 7C".'),
    count: apiNote(countValue, 'Sales of this size in the last 365 days.'),
    median: apiNote(dollars.nullable(), 'Null below 3 sales.'),
    low: dollars.nullable(),
    high: dollars.nullable(),
    sales: apiNote(z.array(priceGuideSaleOutput), 'The most recent sales, newest first, at most 50.'),
  }),
);
export type PriceGuide = z.output<typeof priceGuideOutput>;

/** `prices.summary` (the app's own): the size guide's "sold lately" per decoded size. */
export const priceSummaryOutput = z.strictObject({
  models: z.array(
    z.strictObject({
      maker_id: z.string(),
      code: z.string(),
      family: z.string(),
      count: countValue,
      median: dollars.nullable(),
      low: dollars,
      high: dollars,
    }),
  ),
});
export type PriceSummary = z.output<typeof priceSummaryOutput>;
