/** The pieces saved-search keys are made of (ADR 012), shared by the filter rows that declare them. */

/** Rims are filed in buckets this wide: a reference's ±0.30 mm spans three or four, a listing sits in one. */
export const RIM_BUCKET_UM = 250;

export const rimBucket = (rimUm: number): number => Math.floor(rimUm / RIM_BUCKET_UM);

/** The buckets from one rim to another, inclusive. */
export function rimBuckets(loUm: number, hiUm: number): number[] {
  const buckets: number[] = [];
  for (let b = rimBucket(loUm); b <= rimBucket(hiUm); b++) buckets.push(b);
  return buckets;
}

/** The first three characters of a token or needle: its key (a listing files every prefix/substring up to three). */
export const keyPart = (text: string): string => Array.from(text).slice(0, 3).join('');

/** Every substring of up to three characters (the `model:` keys a listing is found under). */
export function shortSubstrings(text: string, into: Set<string>): void {
  const chars = Array.from(text);
  for (let i = 0; i < chars.length; i++) {
    let part = '';
    for (let n = 0; n < 3 && i + n < chars.length; n++) {
      part += chars[i + n];
      into.add(part);
    }
  }
}

/** Prices are filed in doubling bands (1¢, 2–3¢, 4–7¢ …), the top one open-ended. */
export const TOP_PRICE_BAND = 23;
export const priceBand = (cents: number): number => Math.min(TOP_PRICE_BAND, Math.floor(Math.log2(Math.max(1, cents))));

/** A key narrowed to one instrument type: `brand:Bach|type:Trumpet`. */
export const withType = (key: string, type: string): string => `${key}|type:${type}`;
