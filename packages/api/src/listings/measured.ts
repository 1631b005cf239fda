import { kmToPostcode, wholeKm, type Point } from '@mpx/shared/places';
import type { Listing, PlacedListing } from './shapes';

/**
 * The listing with `distance_km` from a point: whole km between postcode points, null for a
 * seller whose postcode has none (api §20.1). Another object than the shared listing, which
 * stays as every other answer sees it; one per distance, kept with the pair.
 */
export function measuredFrom(placed: PlacedListing, from: Point): Listing {
  const exact = kmToPostcode(from, placed.postcode);
  const km = exact === null ? null : wholeKm(exact);
  const measured = (placed.measured ??= new Map<number | null, Listing>());
  let listing = measured.get(km);
  if (!listing) {
    listing = { ...placed.listing, distance_km: km };
    measured.set(km, listing);
  }
  return listing;
}

/** The listings, measured from `from` when a request gave a postcode (`near`), else as they are. */
export function withDistances(placed: readonly PlacedListing[], from: Point | null): Listing[] {
  return placed.map((pair) => (from ? measuredFrom(pair, from) : pair.listing));
}
