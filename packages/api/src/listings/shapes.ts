import { centsToDollars, isOneOf, LISTING_MODIFICATIONS, type Condition, type ListingModification, type VisibleListingStatus } from '@mpx/shared';
import { placeLabel } from '@mpx/shared/places';
import { expiryOf } from '../core/listing-period';
import type { PhotoService } from '../photos/service';
import { iso } from '../time';
import { toSellerSummary } from '../users/shapes';

/** Who is asking: payment details are for members only (api §0.4, Privacy). */
export type Audience = 'guest' | 'member';

export type VisibleStatus = VisibleListingStatus;

/** A listing joined with its seller, as the read queries select it (see `LISTING_COLUMNS`). */
export interface ListingRecord {
  id: number;
  user_id: number;
  instrument_type: string;
  brand: string;
  model: string;
  size: string | null;
  condition: Condition;
  price_cents: number;
  description: string;
  open_to_swap: number;
  open_to_loan: number;
  /** A JSON list of LISTING_MODIFICATIONS, or null for none (see `storedModifications`). */
  modifications: string | null;
  paypal_link_override: string | null;
  status: VisibleStatus;
  created_at: number;
  updated_at: number;
  renewed_at: number;
  seller_name: string;
  seller_nickname: string | null;
  seller_state: string;
  seller_average_rating: number;
  seller_rating_count: number;
  seller_paypal_link: string | null;
  seller_postcode: string;
}

/** The select list behind `ListingRecord`: `listings l` joined with its seller `users u`. */
export const LISTING_COLUMNS = `l.id, l.user_id, l.instrument_type, l.brand, l.model, l.size, l.condition, l.price_cents,
  l.description, l.open_to_swap, l.open_to_loan, l.modifications, l.paypal_link_override, l.status, l.created_at, l.updated_at,
  l.renewed_at, u.name AS seller_name, u.nickname AS seller_nickname, u.location_state AS seller_state,
  u.average_rating AS seller_average_rating, u.rating_count AS seller_rating_count, u.paypal_link AS seller_paypal_link,
  u.location_postcode AS seller_postcode`;

/** Only an active listing is on its way to expiring, and only an expired one has (api §25). */
const EXPIRING: ReadonlySet<VisibleStatus> = new Set(['active', 'expired']);

/**
 * API §12 `Listing`. `files` are the stored photo names in display order; `expiryDays` is
 * LISTING_EXPIRY_DAYS, a setting fixed while the server runs, so a shaped listing stays right
 * for as long as its catalog version (read.ts).
 */
export function toListing(r: ListingRecord, files: readonly string[], photos: PhotoService, audience: Audience, expiryDays: number) {
  const member = audience === 'member';
  const expiresAt = EXPIRING.has(r.status) ? expiryOf(r.renewed_at, expiryDays) : null;
  return {
    listing_id: r.id,
    user_id: r.user_id,
    user: toSellerSummary({
      id: r.user_id,
      name: r.seller_name,
      nickname: r.seller_nickname,
      locationState: r.seller_state,
      averageRating: r.seller_average_rating,
      ratingCount: r.seller_rating_count,
    }),
    instrument_type: r.instrument_type,
    brand: r.brand,
    model: r.model,
    size: r.size,
    condition: r.condition,
    price: centsToDollars(r.price_cents),
    description: r.description,
    photos: files.map((f) => photos.url(f, 'full')),
    thumbnails: files.map((f) => photos.url(f, 'thumb')),
    open_to_swap: r.open_to_swap === 1,
    open_to_loan: r.open_to_loan === 1,
    modifications: modificationsOf(r.modifications),
    status: r.status,
    paypal_link_override: member ? r.paypal_link_override : null,
    paypal_link_effective: member ? (r.paypal_link_override ?? r.seller_paypal_link ?? null) : null,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    expires_at: expiresAt === null ? null : iso(expiresAt),
    // The seller's postcode as a place ("Box Hill VIC"); the postcode itself is never sent (api §20).
    place: placeLabel(r.seller_postcode),
  };
}

/** The stored column for a set of modifications: null for none, so SQL tests "unmodified" as `IS NULL`. */
export function storedModifications(modifications: readonly ListingModification[]): string | null {
  return modifications.length === 0 ? null : JSON.stringify(modifications);
}

/** The list a stored column holds (written by `storedModifications`; anything else reads as none). */
export function modificationsOf(stored: string | null): ListingModification[] {
  if (stored === null) return [];
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((m): m is ListingModification => typeof m === 'string' && isOneOf(LISTING_MODIFICATIONS, m)) : [];
}

/** API §12 `Listing`, with `distance_km` when the request gave `near` (api §20). */
export type Listing = ReturnType<typeof toListing> & { distance_km?: number | null };

/**
 * A shaped listing with its seller's postcode: the place distances are measured to, which the
 * listing itself never carries (api §20). A pair rather than a hidden side table, so a copy of
 * the listing loses nothing and every reader says what it has.
 */
export interface PlacedListing {
  readonly listing: Listing;
  readonly postcode: string;
  /**
   * The listing measured from a point, by whole km (measured.ts): one object per distance, kept
   * as long as the pair is (one catalog version), so an answer from the same postcode again hands
   * out the same object, whose checked shape and JSON are then reused as the listing's own are.
   * Made on the first measure: most listings are never measured.
   */
  measured: Map<number | null, Listing> | null;
}
