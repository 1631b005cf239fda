import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { listingFixture, listResponse } from '../../entities/listing/testFixtures';

const DAY_MS = 86_400_000;

const listing = listingFixture({
  listing_id: 5,
  brand: 'Bach',
  model: '3C',
  created_at: new Date(Date.now() - 3 * DAY_MS).toISOString(),
  user: { user_id: 9, name: 'Robin Horn', nickname: null, location_state: 'QLD', average_rating: 0, rating_count: 0 },
  place: 'Toowoomba QLD',
});

const handlers = { 'listings.byId': () => listing, 'listings.list': () => listResponse([listing]) };

describe('Listing detail', () => {
  it('says when it was listed and where: the seller’s state and place, never finer than a postcode', async () => {
    await renderApp('/listings/5', handlers);
    const listed = await screen.findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Listed 3 days ago in Queensland · Toowoomba QLD',
    );
    expect(within(listed).getByText('3 days ago').getAttribute('datetime')).toBe(listing.created_at);
  });

  it('tells a member how far it is from their own postcode', async () => {
    const measured = (input: unknown) => (JSON.stringify(input).includes('"near":"3000"') ? { ...listing, distance_km: 1297 } : listing);
    await renderApp('/listings/5', { ...handlers, 'auth.viewer': () => member(), 'listings.byId': measured });
    expect(await screen.findByText('· Toowoomba QLD · about 1297 km away', { exact: false })).toBeTruthy();
  });

  it('says what was done to a modified piece, on its card and on its page', async () => {
    const modified = { ...listing, modifications: ['throat_drilled' as const] };
    await renderApp('/', { 'listings.byId': () => modified, 'listings.list': () => listResponse([modified]) });
    const card = await screen.findByRole('article');
    expect(within(card).getByTestId('listing-modified').textContent).toBe('Modified: throat drilled');
    fireEvent.click(within(card).getByRole('link', { name: 'Bach 3C' }));
    expect((await screen.findByTestId('listing-modified')).textContent).toBe('Modified: throat drilled');
  });

  it('shows "No ratings yet" for a seller nobody has rated, not empty stars and 0.0', async () => {
    await renderApp('/listings/5', handlers);
    const seller = await screen.findByRole('region', { name: 'Seller' });
    expect(within(seller).getByText('No ratings yet')).toBeTruthy();
    expect(within(seller).queryByRole('img')).toBeNull();
    expect(seller.textContent).not.toContain('0.0');
  });

  it('leads back to the results it was opened from, with their filters and page', async () => {
    const { pathname, app } = await renderApp('/?brand=Bach&page=2', handlers);
    fireEvent.click(await screen.findByRole('link', { name: 'Bach 3C' }));
    const back = await screen.findByRole('link', { name: 'Back to results' });
    expect(pathname()).toBe('/listings/5');
    expect(back.getAttribute('href')).toBe('/?brand=Bach&page=2');

    fireEvent.click(back);
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(app.router.state.location.search).toEqual({ brand: 'Bach', page: 2 });
    expect(await screen.findByRole('link', { name: 'Bach 3C' })).toBeTruthy();
  });

  it('leads to Browse Listings when opened directly (a shared link)', async () => {
    const { pathname } = await renderApp('/listings/5', handlers);
    const back = await screen.findByRole('link', { name: 'Back to results' });
    expect(back.getAttribute('href')).toBe('/listings');
    fireEvent.click(back);
    await waitFor(() => expect(pathname()).toBe('/listings'));
  });
});
