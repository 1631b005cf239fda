import { formatPrice, PRICE_GUIDE_MIN_SALES, type PriceGuide } from '@mpx/shared';

/** The price guide's texts in the app (product §19). */
export const PRICE_TEXTS = {
  title: 'Price guide',
  chartCaption: 'Recent sale prices, oldest to newest',
} as const;

const sales = (n: number) => (n === 1 ? '1 sale' : `${n} sales`);
const range = (guide: PriceGuide) =>
  guide.low === guide.high ? formatPrice(guide.low ?? 0) : `${formatPrice(guide.low ?? 0)}–${formatPrice(guide.high ?? 0)}`;

/** What a family's mouthpieces are called: "trumpet mouthpieces". */
const pieces = (guide: PriceGuide) => `${guide.label ?? ''} ${guide.family ?? ''} mouthpieces`.replace(/\s+/g, ' ').trim();

/**
 * The listing page's line: "Bach 7C trumpet mouthpieces sold for $60–$100 here in the last year,
 * median $80, 12 sales". Below 3 sales it says there are too few for a median; null when the size
 * does not decode.
 */
export function priceGuideLine(guide: PriceGuide): string | null {
  if (guide.label === null) return null;
  if (guide.count === 0) return `No ${pieces(guide)} sold here in the last year.`;
  if (guide.median === null) {
    return `${pieces(guide)} sold for ${range(guide)} here in the last year, ${sales(guide.count)}: too few sales for a median (${PRICE_GUIDE_MIN_SALES} needed).`;
  }
  return `${pieces(guide)} sold for ${range(guide)} here in the last year, median ${formatPrice(guide.median)}, ${sales(guide.count)}.`;
}

/** The listing form's hint as the seller types: "Similar pieces sold for $60–$100 here in the last year (median $80, 12 sales)." */
export function priceHintLine(guide: PriceGuide): string | null {
  if (guide.label === null || guide.count === 0) return null;
  const median = guide.median === null ? 'too few sales for a median' : `median ${formatPrice(guide.median)}`;
  return `Similar pieces (${guide.label}) sold for ${range(guide)} here in the last year (${median}, ${sales(guide.count)}).`;
}

/** The size guide's cell: "$80 median · 12 sold", or the range below the floor. */
export function soldLatelyText(model: { count: number; median: number | null; low: number; high: number }): string {
  const figure =
    model.median === null
      ? model.low === model.high
        ? formatPrice(model.low)
        : `${formatPrice(model.low)}–${formatPrice(model.high)}`
      : `${formatPrice(model.median)} median`;
  return `${figure} · ${model.count} sold`;
}
