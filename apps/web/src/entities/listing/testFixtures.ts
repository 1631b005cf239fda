import { PAGE_SIZE } from '@mpx/shared';
import type { Listing, ListingListResponse } from './types';

/** A contract `Listing` for component tests, owned by the fixtures' member (user 7) unless overridden. */
export function listingFixture(overrides: Partial<Listing> = {}): Listing {
  return {
    listing_id: 1,
    user_id: 7,
    user: { user_id: 7, name: 'Sam Lee', nickname: 'Tromba', location_state: 'VIC', average_rating: 4.5, rating_count: 2 },
    instrument_type: 'Trumpet',
    brand: 'Bach',
    model: '3C',
    size: null,
    condition: 'Good',
    price: 120,
    description: 'Bright and centred, light wear on the rim.',
    photos: [],
    thumbnails: [],
    open_to_swap: false,
    open_to_loan: false,
    modifications: [],
    status: 'active',
    paypal_link_override: null,
    paypal_link_effective: null,
    created_at: '2025-07-19T03:04:05.123Z',
    updated_at: '2025-07-19T03:04:05.123Z',
    expires_at: null,
    place: 'Box Hill VIC',
    ...overrides,
  };
}

export function listResponse(listings: Listing[]): ListingListResponse {
  return {
    listings,
    availableModels: [],
    availableBrands: [],
    availableInstrumentTypes: [],
    pagination: {
      page: 1,
      limit: PAGE_SIZE,
      totalPages: Math.ceil(listings.length / PAGE_SIZE),
      totalCount: listings.length,
      hasNextPage: false,
      hasPrevPage: false,
    },
  };
}
