import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { listingFixture, listResponse } from '../../../entities/listing/testFixtures';
import { ratingFixture } from '../../../entities/user/ratingFixtures';

const ROBIN = { user_id: 9, name: 'Robin Horn', nickname: 'Low Brass', location_state: 'QLD' as const, average_rating: 4.25, rating_count: 4 };
const LISTING = listingFixture({ listing_id: 5, brand: 'Bach', model: '3C', user_id: 9, user: ROBIN });

describe('The seller’s public profile', () => {
  it('opens from the seller card, to guests too: name, state, average to 0.1 with the count, and the ratings', async () => {
    const { calls } = await renderApp('/listings/5', {
      'listings.byId': () => LISTING,
      'listings.list': () => listResponse([LISTING]),
      'ratings.forUser': () => [ratingFixture({ comment: 'Smooth deal.' })],
      'profile.byId': () => ({ ...ROBIN, join_date: '2025-01-02T03:04:05.000Z' }),
    });
    const seller = await screen.findByRole('region', { name: 'Seller' });
    expect(within(seller).getByRole('img', { name: 'Rated 4.3 out of 5' })).toBeTruthy();
    expect(seller.textContent).toContain('4.3(4 ratings)');

    fireEvent.click(within(seller).getByRole('button', { name: 'View profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Low Brass' });
    await within(dialog).findByText('Robin Horn');
    expect(dialog.textContent).toContain('Queensland');
    expect(dialog.textContent).toContain('4.3(4 ratings)');
    const ratings = within(dialog).getByRole('region', { name: 'Ratings received' });
    expect(await within(ratings).findByText('Smooth deal.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'profile.byId')?.input).toEqual({ userId: 9 });
  });

  it('shows the seller’s setup only when the answer carries it (the member chose to show it)', async () => {
    const setup = [
      { instrument_type: 'Horn', brand: 'Paxman', size: null, size_id: null, size_note: null, rim_mm: 17.5, rim_source: 'member' as const, current: true },
    ];
    const open = async (profile: Record<string, unknown>) => {
      await renderApp('/listings/5', {
        'listings.byId': () => LISTING,
        'listings.list': () => listResponse([LISTING]),
        'ratings.forUser': () => [],
        'profile.byId': () => ({ ...ROBIN, join_date: '2025-01-02T03:04:05.000Z', ...profile }),
      });
      fireEvent.click(within(await screen.findByRole('region', { name: 'Seller' })).getByRole('button', { name: 'View profile' }));
      const dialog = await screen.findByRole('dialog', { name: 'Low Brass' });
      await within(dialog).findByText('Robin Horn');
      return dialog;
    };
    const shown = await open({ setup });
    expect(within(shown).getByRole('list', { name: 'Setup' }).textContent).toBe('Paxman · Horn · rim 17.5 mm Current');
    cleanup();
    const hidden = await open({});
    expect(within(hidden).queryByRole('list', { name: 'Setup' })).toBeNull();
  });
});
