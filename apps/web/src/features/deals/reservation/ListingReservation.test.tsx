import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingFixture, listResponse } from '../../../entities/listing/testFixtures';
import type { Listing } from '../../../entities/listing/types';
import { member } from '../../../test/fixtures';
import type { MockHandlers } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { offerFixture, offerListing, publicUser, ROBIN, SAM } from '../testFixtures';
import type { Offer } from '../types';

const ROBIN_USER = { ...ROBIN, location_state: 'QLD' as const, average_rating: 0, rating_count: 0 };
/** Sam's Bach 7C (listing 5), reserved for Robin. */
const RESERVED = listingFixture({ listing_id: 5, brand: 'Bach', model: '7C', status: 'reserved' });
const ACCEPTED = offerFixture({ status: 'accepted', listing: offerListing({ status: 'reserved' }) });

function renderListing(listing: Listing, accepted: Offer[], handlers: MockHandlers = {}, viewer = member()) {
  return renderApp(`/listings/${listing.listing_id}`, {
    'auth.viewer': () => viewer,
    'listings.byId': () => listing,
    'offers.list': () => ({ offers: accepted }),
    'profile.byId': () => publicUser(ROBIN),
    ...handlers,
  });
}

const called = (calls: { path: string; input: unknown }[], path: string) => calls.filter((c) => c.path === path).map((c) => c.input);

describe('A reserved listing', () => {
  it('shows its owner who it is reserved for, with Mark as completed and Release reservation', async () => {
    const { calls } = await renderListing(RESERVED, [ACCEPTED], { 'deals.release': () => ({ ...RESERVED, status: 'active' }) });
    expect(await screen.findByText('Reserved')).toBeTruthy();
    expect(await screen.findByText('Reserved for Robin Horn: $95.')).toBeTruthy();
    expect(called(calls, 'offers.list')).toEqual([{ listing_id: 5, status: 'accepted' }]);
    expect(screen.getByRole('button', { name: 'Mark as completed Bach 7C' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Release reservation Bach 7C' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Release reservation' });
    expect(within(confirm).getByText('The listing goes back on sale, and the buyer is told.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Release reservation' }));
    expect(await screen.findByText('Reservation released. The listing is on sale again.')).toBeTruthy();
    expect(called(calls, 'deals.release')).toEqual([{ listing_id: 5 }]);
  });

  it('gives its buyer "I received it", and no offer button', async () => {
    const robinsView = { ...RESERVED, user_id: ROBIN.user_id, user: ROBIN_USER };
    const bought = { ...ACCEPTED, buyer_id: SAM.user_id, seller_id: ROBIN.user_id, buyer: SAM, seller: ROBIN, from_user_id: SAM.user_id };
    await renderListing(robinsView, [bought]);
    expect(await screen.findByText('Reserved for you: $95.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I received it Bach 7C' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it('shows anyone else only the Reserved badge', async () => {
    const robinsView = { ...RESERVED, user_id: ROBIN.user_id, user: ROBIN_USER };
    const { calls } = await renderListing(robinsView, []);
    expect(await screen.findByText('Reserved')).toBeTruthy();
    await waitFor(() => expect(called(calls, 'offers.list')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^(Mark as completed|Release reservation|I received it)/ })).toBeNull();
  });

  it('shows the Reserved badge on its card in My Listings, under Active, and the offers received below', async () => {
    await renderApp('/my-listings', {
      'auth.viewer': () => member(),
      'listings.list': () => listResponse([RESERVED]),
      'offers.list': () => ({ offers: [ACCEPTED] }),
      'profile.byId': () => publicUser(ROBIN),
    });
    expect(await screen.findByRole('tab', { name: 'Active (1)' })).toBeTruthy();
    const card = within(screen.getByRole('tabpanel')).getByRole('article');
    expect(within(card).getByText('Reserved')).toBeTruthy();

    const received = screen.getByRole('region', { name: 'Offers received' });
    const offer = await within(received).findByRole('article', { name: 'Offer from Robin Horn' });
    expect(within(offer).getByRole('button', { name: 'Mark as completed Bach 7C' })).toBeTruthy();
  });

  it('says "No offers received yet." in My Listings without offers', async () => {
    await renderApp('/my-listings', { 'auth.viewer': () => member(), 'listings.list': () => listResponse([]), 'offers.list': () => ({ offers: [] }) });
    const received = await screen.findByRole('region', { name: 'Offers received' });
    expect(await within(received).findByText('No offers received yet.')).toBeTruthy();
  });
});
