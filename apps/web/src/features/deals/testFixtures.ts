import type { Deal, Offer, OfferListing } from './types';

/** The people of the deals tests: Sam (7) is the signed-in member of src/test/fixtures.ts. */
export const SAM = { user_id: 7, name: 'Sam Lee', nickname: 'Tromba' };
export const ROBIN = { user_id: 9, name: 'Robin Horn', nickname: null };

/** A public profile, as `profile.byId` answers it. */
export function publicUser(user: { user_id: number; name: string; nickname: string | null }) {
  return { ...user, location_state: 'QLD' as const, average_rating: 0, rating_count: 0, join_date: '2025-01-01T00:00:00.000Z' };
}

export function offerListing(overrides: Partial<OfferListing> = {}): OfferListing {
  return { listing_id: 5, brand: 'Bach', model: '7C', instrument_type: 'Trumpet', status: 'active', price: 120, ...overrides };
}

const HOUR_MS = 3_600_000;

/**
 * An open offer of $95 from Robin (9, the buyer) on Sam's (7) Bach 7C (listing 5), made an hour
 * ago and open for another 47 hours, unless overridden.
 */
export function offerFixture(overrides: Partial<Offer> = {}): Offer {
  return withParties({
    offer_id: 1,
    listing_id: 5,
    buyer_id: ROBIN.user_id,
    seller_id: SAM.user_id,
    from_user_id: ROBIN.user_id,
    amount: 95,
    swap_listing_id: null,
    note: null,
    status: 'open',
    parent_offer_id: null,
    loan_id: null,
    expires_at: new Date(Date.now() + 47 * HOUR_MS).toISOString(),
    created_at: new Date(Date.now() - HOUR_MS).toISOString(),
    answered_at: null,
    listing: offerListing(),
    swap_listing: null,
    ...overrides,
  });
}

/** Sam (7) sold the Bach 7C to Robin (9) for $95. */
export function dealFixture(overrides: Partial<Deal> = {}): Deal {
  return withParties({
    deal_id: 1,
    offer_id: 1,
    listing_id: 5,
    swap_listing_id: null,
    buyer_id: ROBIN.user_id,
    seller_id: SAM.user_id,
    amount: 95,
    completed_at: '2025-07-20T03:04:05.000Z',
    listing: offerListing({ status: 'sold' }),
    swap_listing: null,
    ...overrides,
  });
}

/** A member of the fixtures by id; any other id is a member of its own. */
function person(id: number) {
  return [SAM, ROBIN].find((p) => p.user_id === id) ?? { user_id: id, name: `Member ${id}`, nickname: null };
}

/** The parties named as the API embeds them, from the ids (unless a test gave them). */
function withParties<T extends { buyer_id: number; seller_id: number; buyer?: Offer['buyer']; seller?: Offer['seller'] }>(fixture: T) {
  return { ...fixture, buyer: fixture.buyer ?? person(fixture.buyer_id), seller: fixture.seller ?? person(fixture.seller_id) };
}
