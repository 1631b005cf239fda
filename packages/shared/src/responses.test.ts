import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiShapes, listingListOutput, listingOutput, loginOutput, ownProfileOutput, publicUserOutput } from './index';

const seller = { user_id: 7, name: 'Sid Seller', nickname: null, location_state: 'NSW', average_rating: 4.5, rating_count: 2 };
const me = {
  user_id: 7,
  email: 'sid@example.com',
  name: 'Sid Seller',
  nickname: 'Slide',
  location_state: 'VIC',
  location_postcode: '3000',
  is_admin: false,
  email_verified: true,
  status: 'active',
  paypal_link: 'https://paypal.me/Sid',
  email_notifications: true,
  average_rating: 0,
  rating_count: 0,
};
const listing = {
  listing_id: 3,
  user_id: 7,
  user: seller,
  instrument_type: 'Trumpet',
  brand: 'Bach',
  model: '3C',
  size: null,
  condition: 'Like New',
  price: 120.5,
  description: 'Lovely bright mouthpiece.',
  photos: ['http://localhost:4000/uploads/ab12.webp'],
  thumbnails: ['http://localhost:4000/uploads/ab12.thumb.webp'],
  open_to_swap: false,
  open_to_loan: true,
  status: 'sold',
  paypal_link_override: null,
  paypal_link_effective: null,
  created_at: '2025-07-19T03:04:05.123Z',
  updated_at: '2025-07-19T03:04:05.123Z',
};

describe('response shapes (contract §12)', () => {
  it('accept the contract’s examples exactly as they are', () => {
    expect(listingOutput.parse(listing)).toEqual(listing);
    expect(ownProfileOutput.parse({ ...me, join_date: '2025-01-01T00:00:00.000Z' })).toMatchObject(me);
    expect(publicUserOutput.parse({ ...seller, join_date: '2025-01-01T00:00:00.000Z' })).toMatchObject(seller);
    expect(loginOutput.safeParse({ token: 'abc', user: me }).success).toBe(true);
    const empty = { page: 1, limit: 0, totalPages: 0, totalCount: 0, hasNextPage: false, hasPrevPage: false };
    expect(
      listingListOutput.safeParse({ listings: [], availableModels: [], availableBrands: [], availableInstrumentTypes: [], pagination: empty }).success,
    ).toBe(true);
  });

  it.each([
    ['a field the contract does not list', { ...listing, seller_paypal_link: 'x' }],
    ['a missing field', { ...listing, thumbnails: undefined }],
    ['an id as a string', { ...listing, listing_id: '3' }],
    ['a timestamp without milliseconds', { ...listing, created_at: '2025-07-19T03:04:05Z' }],
    ['a relative photo URL', { ...listing, photos: ['/uploads/ab12.webp'] }],
    ['a deleted listing', { ...listing, status: 'deleted' }],
    ['a seller with an email', { ...listing, user: { ...seller, email: 'sid@example.com' } }],
  ])('refuse %s', (_what, value) => {
    expect(listingOutput.safeParse(value).success).toBe(false);
  });

  it('refuse a profile that leaks its password hash', () => {
    expect(ownProfileOutput.safeParse({ ...me, join_date: '2025-01-01T00:00:00.000Z', passwordHash: 'x' }).success).toBe(false);
  });

  it('only check, never change a value: input and output JSON Schemas of every shape are the same', () => {
    const uri = (id: string) => `#/components/schemas/${id}`;
    const output = z.toJSONSchema(apiShapes, { io: 'output', metadata: apiShapes, uri, unrepresentable: 'throw' });
    const input = z.toJSONSchema(apiShapes, { io: 'input', metadata: apiShapes, uri, unrepresentable: 'throw' });
    expect(Object.keys(output.schemas)).toEqual(expect.arrayContaining(['Listing', 'ListingListResponse', 'Me', 'OwnProfile', 'PublicUser', 'Error']));
    expect(input).toEqual(output);
  });
});
