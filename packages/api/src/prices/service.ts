import { PRICE_GUIDE_MAX_SALES, PRICE_GUIDE_WINDOW_DAYS, type PriceGuide, type PriceSummary } from '@mpx/shared';
import { sizeTable } from '@mpx/shared/sizes';
import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import { iso } from '../time';
import { freshPriceCache } from './cache';
import { priceStats } from './stats';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A size's sales of the window, newest first: one range of `listings_sold_size_idx`, which
 * holds the sale price too, so no listing row is read. A listing is one row: sold once, counted
 * once, at what it sold for (a deal's agreed amount, else the asking price); a swap has no price.
 */
export const SALES_OF_SIZE = `SELECT sale_price_cents AS priceCents, sold_at AS soldAt FROM listings INDEXED BY listings_sold_size_idx
  WHERE status = 'sold' AND size_maker = ? AND size_code = ? AND size_family = ? AND sold_at >= ? AND sale_price_cents IS NOT NULL
  ORDER BY sold_at DESC`;

/** Every decoded size's sales of the window, grouped by the same index. */
export const SALES_BY_SIZE = `SELECT size_maker AS makerId, size_code AS code, size_family AS family, sale_price_cents AS priceCents
  FROM listings INDEXED BY listings_sold_size_idx
  WHERE status = 'sold' AND size_maker IS NOT NULL AND sold_at >= ? AND sale_price_cents IS NOT NULL ORDER BY size_maker, size_code, size_family`;

const windowStart = (deps: Deps) => deps.now() - PRICE_GUIDE_WINDOW_DAYS * DAY_MS;

const NO_SALES = { count: 0, median: null, low: null, high: null, sales: [] };

export interface PriceGuideQuery {
  brand: string;
  size?: string | undefined;
  model?: string | undefined;
  instrument_type?: string | undefined;
}

/**
 * GET /api/price-guide (api §22.1): the size is read as a listing's is (brand + size, or the
 * size in the model; the instrument's family), so "Bach 7C", "7 C" and "7c" are one size. A
 * text that names no size has no sales.
 */
export function priceGuide(deps: Deps, query: PriceGuideQuery): PriceGuide {
  const reading = sizeTable.read({ brand: query.brand, model: query.model ?? null, size: query.size ?? null, instrument_type: query.instrument_type ?? null });
  if (reading.status !== 'decoded') return { maker_id: null, code: null, family: null, label: null, ...NO_SALES };
  const { maker, entry } = reading;
  const key = `${maker.id}\u0000${entry.code}\u0000${entry.family}`;
  const cache = freshPriceCache(deps).guides;
  const cached = cache.get(key);
  if (cached) return cached;
  const rows = prepared<{ priceCents: number; soldAt: number }>(deps.db, SALES_OF_SIZE).all(maker.id, entry.code, entry.family, windowStart(deps));
  const guide: PriceGuide = {
    maker_id: maker.id,
    code: entry.code,
    family: entry.family,
    label: `${maker.name} ${entry.code}`,
    ...priceStats(rows.map((r) => r.priceCents)),
    sales: rows.slice(0, PRICE_GUIDE_MAX_SALES).map((r) => ({ price: r.priceCents / 100, month: iso(r.soldAt).slice(0, 7) })),
  };
  cache.set(key, guide);
  return guide;
}

/** `prices.summary`: the size guide's "sold lately" for every decoded size with sales in the window. */
export function priceSummary(deps: Deps): PriceSummary {
  const cache = freshPriceCache(deps).summary;
  const cached = cache.get('all');
  if (cached) return cached;
  const groups = new Map<string, { maker_id: string; code: string; family: string; cents: number[] }>();
  for (const row of prepared<{ makerId: string; code: string; family: string; priceCents: number }>(deps.db, SALES_BY_SIZE).all(windowStart(deps))) {
    const key = `${row.makerId}\u0000${row.code}\u0000${row.family}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { maker_id: row.makerId, code: row.code, family: row.family, cents: [] }));
    group.cents.push(row.priceCents);
  }
  const summary: PriceSummary = {
    models: [...groups.values()].map(({ cents, ...size }) => {
      const stats = priceStats(cents);
      return { ...size, count: stats.count, median: stats.median, low: stats.low ?? 0, high: stats.high ?? 0 };
    }),
  };
  cache.set('all', summary);
  return summary;
}
