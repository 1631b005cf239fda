import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { listingFixture, listResponse } from '../../entities/listing/testFixtures';

const ROBIN = { user_id: 9, name: 'Robin Horn', nickname: null, location_state: 'QLD' as const, average_rating: 4.25, rating_count: 4 };
const LISTING = listingFixture({ listing_id: 5, brand: 'Bach', model: '3C', user_id: 9, user: ROBIN });
const handlers = { 'listings.byId': () => LISTING, 'listings.list': () => listResponse([LISTING]), 'ratings.forUser': () => [] };

describe('A seller’s rating, one rule wherever the seller appears', () => {
  it('on a listing card: the average to 0.1 with its count', async () => {
    await renderApp('/listings', handlers);
    const card = (await screen.findByRole('link', { name: 'Bach 3C' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(card.textContent).toContain('4.3(4 ratings)');
  });

  it('on the listing page’s seller card: the same', async () => {
    await renderApp('/listings/5', handlers);
    const seller = await screen.findByRole('region', { name: 'Seller' });
    expect(within(seller).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(seller.textContent).toContain('4.3(4 ratings)');
  });

  it('"No ratings yet" on a card when nobody has rated the seller', async () => {
    const unrated = { ...LISTING, user: { ...ROBIN, average_rating: 0, rating_count: 0 } };
    await renderApp('/listings', { ...handlers, 'listings.list': () => listResponse([unrated]) });
    const card = (await screen.findByRole('link', { name: 'Bach 3C' })).closest('article');
    expect(card?.textContent).toContain('No ratings yet');
    expect(card?.textContent).not.toContain('0.0');
  });
});
