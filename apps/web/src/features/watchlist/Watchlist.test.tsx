import { stringField } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { listingFixture, listResponse } from '../../entities/listing/testFixtures';

const listing = listingFixture({
  listing_id: 5,
  brand: 'Bach',
  model: '3C',
  price: 100,
  user_id: 9,
  user: { user_id: 9, name: 'Robin Horn', nickname: null, location_state: 'QLD', average_rating: 0, rating_count: 0 },
});
const base = { 'listings.byId': () => listing, 'listings.list': () => listResponse([listing]) };

describe('the watchlist in the app', () => {
  it('asks guests to log in from the heart', async () => {
    await renderApp('/listings/5', base);
    const heart = await screen.findByRole('link', { name: 'Log in to watch Bach 3C' });
    expect(heart.getAttribute('href')).toBe('/login');
  });

  it('a member watches and stops watching with one toggle button, which says its state', async () => {
    let watched: number[] = [];
    const { calls } = await renderApp('/listings/5', {
      ...base,
      'auth.viewer': () => member(),
      'watchlist.ids': () => ({ listing_ids: watched }),
      'watchlist.add': () => {
        watched = [5];
        return { listing_id: 5, watched_at: new Date().toISOString(), price_when_watched: 100, status: 'active', listing };
      },
      'watchlist.remove': () => {
        watched = [];
        return { message: 'Listing removed from your watchlist.' };
      },
    });
    const summary = await screen.findByRole('heading', { level: 1, name: 'Bach 3C' });
    const heart = await within(summary.parentElement ?? document.body).findByRole('button', { name: 'Watch Bach 3C' });
    await waitFor(() => expect(heart.hasAttribute('disabled')).toBe(false));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    const pressed = await screen.findAllByRole('button', { name: 'Stop watching Bach 3C' });
    expect(pressed[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((c) => c.path === 'watchlist.add')).toEqual([{ path: 'watchlist.add', input: { listing_id: 5 } }]);
    expect(await screen.findByText('Added to your watchlist.')).toBeTruthy();
  });

  it('shows the seller how many members watch their listing, and no heart', async () => {
    await renderApp('/listings/5', { ...base, 'auth.viewer': () => member({ user_id: 9 }), 'watchlist.watchers': () => ({ listing_id: 5, watchers: 3 }) });
    expect(await screen.findByText('3 members are watching this listing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /watch Bach 3C/i })).toBeNull();
  });

  it('/watching lists watched listings with the price when watched, and a deleted one as such', async () => {
    const watchlist = [
      { listing_id: 5, watched_at: '2026-11-01T00:00:00.000Z', price_when_watched: 120, status: 'active', listing },
      { listing_id: 6, watched_at: '2026-10-01T00:00:00.000Z', price_when_watched: 80, status: 'deleted', listing: null },
    ];
    await renderApp('/watching', { 'auth.viewer': () => member(), 'watchlist.list': () => ({ watchlist }), 'watchlist.ids': () => ({ listing_ids: [5, 6] }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Watching' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Listings you watch' });
    expect(within(list).getByText('Watched at $120 · now $100')).toBeTruthy();
    expect(within(list).getByText('This listing was deleted by its seller.')).toBeTruthy();
    // The card's heart stops watching a listing still there; a deleted one has its own button.
    expect(within(list).getByRole('button', { name: 'Stop watching Bach 3C' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(list).getAllByRole('button', { name: 'Stop watching' })).toHaveLength(1);
  });

  it('/watching says how far each card is, measured from the member’s postcode as on the browse pages', async () => {
    const watched = { listing_id: 5, watched_at: '2026-11-01T00:00:00.000Z', price_when_watched: 100, status: 'active', listing };
    const { calls } = await renderApp('/watching', {
      'auth.viewer': () => member({ location_postcode: '3000' }),
      'watchlist.list': (input) => ({
        watchlist: [{ ...watched, listing: { ...listing, ...(stringField(input, 'near') === '3000' ? { distance_km: 12 } : {}) } }],
      }),
      'watchlist.ids': () => ({ listing_ids: [5] }),
    });
    const list = await screen.findByRole('list', { name: 'Listings you watch' });
    expect(await within(list).findByText('Box Hill VIC · about 12 km away')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'watchlist.list').map((c) => c.input)).toEqual([{ near: '3000' }]);
  });

  it('/watching is for members: guests go to log in', async () => {
    const { pathname } = await renderApp('/watching');
    await waitFor(() => expect(pathname()).toBe('/login'));
  });
});
