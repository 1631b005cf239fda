import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiShapes,
  chatMessageOutput,
  conversationSummaryOutput,
  inboxOutput,
  listingListOutput,
  listingOutput,
  loanDashboardOutput,
  loanItemOutput,
  loginOutput,
  newMessageEventOutput,
  notificationOutput,
  ownProfileOutput,
  publicUserOutput,
} from './index';

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
  modifications: [],
  status: 'sold',
  paypal_link_override: null,
  paypal_link_effective: null,
  created_at: '2025-07-19T03:04:05.123Z',
  updated_at: '2025-07-19T03:04:05.123Z',
  expires_at: null,
  place: 'Box Hill VIC',
};

const sid = { user_id: 7, name: 'Sid Seller', nickname: null };
const bea = { user_id: 9, name: 'Bea Borrower', nickname: 'Bea' };
const message = {
  message_id: 12,
  from_user_id: 9,
  to_user_id: 7,
  content: 'Is it still available?\nThanks',
  listing_id: 3,
  timestamp: '2025-07-19T03:04:05.123Z',
  read: false,
  from_user: bea,
  to_user: sid,
};
const summary = {
  conversation_id: 9,
  listing_id: null,
  listing_photo: null,
  listing_brand: null,
  listing_model: null,
  other_user: bea,
  last_message_preview: 'Is it still available?',
  updated_at: '2025-07-19T03:04:05.123Z',
  unreadCount: 1,
};
const loan = {
  loan_id: 4,
  status: 'active',
  start_date: '2025-07-19T00:00:00.000Z',
  expected_return_date: '2025-07-26T00:00:00.000Z',
  actual_return_date: null,
  notes: null,
  created_at: '2025-07-19T03:04:05.123Z',
  overdue: false,
  listing: {
    listing_id: 3,
    brand: 'Bach',
    model: '3C',
    instrument_type: 'Trumpet',
    condition: 'Good',
    description: 'Bright.',
    photos: ['http://localhost:4000/uploads/ab12.webp'],
    status: 'deleted',
  },
  lender: sid,
  borrower: bea,
};

describe('response shapes (api §12)', () => {
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

  it('accept the messaging and loan shapes of api §12 and §10', () => {
    expect(chatMessageOutput.parse(message)).toEqual(message);
    expect(inboxOutput.parse([summary, { ...summary, listing_id: 3, listing_photo: 'http://localhost:4000/uploads/ab12.thumb.webp' }])).toHaveLength(2);
    expect(newMessageEventOutput.safeParse({ type: 'new_message', message, from_user: bea }).success).toBe(true);
    const notification = {
      type: 'notification',
      id: 1,
      kind: 'loan',
      read: false,
      message: 'Loan request for Bach 3C.',
      from_user: bea,
      created_at: message.timestamp,
    };
    expect(notificationOutput.safeParse(notification).success).toBe(true);
    expect(loanItemOutput.parse(loan)).toEqual(loan);
    const returned = { ...loan, status: 'returned', actual_return_date: '2025-07-25T09:00:00.000Z', listing: { ...loan.listing, photos: [] } };
    expect(loanDashboardOutput.safeParse({ incoming: [], outgoing: [], current: [loan], history: [returned] }).success).toBe(true);
  });

  it.each([
    ['a message with a string id', chatMessageOutput, { ...message, to_user_id: '7' }],
    ['a message with an email in a user', chatMessageOutput, { ...message, from_user: { ...bea, email: 'bea@example.com' } }],
    ['a summary with a relative photo', conversationSummaryOutput, { ...summary, listing_photo: '/uploads/ab12.thumb.webp' }],
    ['a summary without unreadCount', conversationSummaryOutput, { ...summary, unreadCount: undefined }],
    ['a loan date that is not midnight UTC', loanItemOutput, { ...loan, start_date: '2025-07-19T03:04:05.123Z' }],
    ['a loan date as a calendar date', loanItemOutput, { ...loan, expected_return_date: '2025-07-26' }],
    ['an unknown loan status', loanItemOutput, { ...loan, status: 'lost' }],
    ["a loan listing with the seller's payment link", loanItemOutput, { ...loan, listing: { ...loan.listing, paypal_link_effective: null } }],
  ])('refuse %s', (_what, schema: z.ZodType, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it('refuse a profile that leaks its password hash', () => {
    expect(ownProfileOutput.safeParse({ ...me, join_date: '2025-01-01T00:00:00.000Z', passwordHash: 'x' }).success).toBe(false);
  });

  it('only check, never change a value: input and output JSON Schemas of every shape are the same', () => {
    const uri = (id: string) => `#/components/schemas/${id}`;
    const output = z.toJSONSchema(apiShapes, { io: 'output', metadata: apiShapes, uri, unrepresentable: 'throw' });
    const input = z.toJSONSchema(apiShapes, { io: 'input', metadata: apiShapes, uri, unrepresentable: 'throw' });
    expect(Object.keys(output.schemas)).toEqual(
      expect.arrayContaining([
        'Listing',
        'ListingListResponse',
        'Me',
        'OwnProfile',
        'PublicUser',
        'Error',
        'UserMini',
        'Message',
        'ConversationSummary',
        'LoanItem',
        'NotificationEvent',
        'NewMessageEvent',
      ]),
    );
    expect(input).toEqual(output);
  });
});
