import { fireEvent, screen, within } from '@testing-library/react';
import { itemAt } from '@mpx/shared';
import { chooseTab } from '../../../test/dom';
import { describe, expect, it } from 'vitest';
import { member } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { listingFixture, listResponse } from '../../../entities/listing/testFixtures';
import type { Listing } from '../../../entities/listing/types';

function renderMine(listings: Listing[]) {
  return renderApp('/my-listings', { 'auth.viewer': () => member(), 'listings.list': () => listResponse(listings) });
}

const buttonsIn = (panel: HTMLElement) =>
  within(panel)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('My Listings', () => {
  it('says so when the member has no listings at all', async () => {
    await renderMine([]);
    expect(await screen.findByText("You haven't created any listings yet.")).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeTruthy();
  });

  it('counts listings per tab and offers the actions each status allows', async () => {
    const { calls } = await renderMine([
      listingFixture({ listing_id: 1, model: 'Active one', status: 'active' }),
      listingFixture({ listing_id: 2, model: 'On loan', status: 'loaned' }),
      listingFixture({ listing_id: 3, model: 'Paused one', status: 'paused' }),
    ]);
    expect(await screen.findByRole('tab', { name: 'Active (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Paused (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sold (0)' })).toBeTruthy();
    expect(calls.find((c) => c.path === 'listings.list')?.input).toEqual({ user_id: 'me' });

    const cards = within(screen.getByRole('tabpanel')).getAllByRole('article');
    expect(buttonsIn(itemAt(cards, 0))).toEqual(['Edit Bach Active one', 'Pause Bach Active one', 'Mark as Sold Bach Active one', 'Delete Bach Active one']);
    expect(buttonsIn(itemAt(cards, 1))).toEqual(['Edit Bach On loan']);

    await chooseTab(screen.getByRole('tab', { name: 'Paused (1)' }));
    expect(buttonsIn(screen.getByRole('tabpanel'))).toEqual(['Edit Bach Paused one', 'Activate Bach Paused one', 'Delete Bach Paused one']);

    await chooseTab(screen.getByRole('tab', { name: 'Sold (0)' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('No sold listings.');
  });

  it('shows the per-tab empty texts', async () => {
    await renderMine([listingFixture({ status: 'sold' })]);
    expect(await screen.findByText('No active listings. Create a new listing to get started!')).toBeTruthy();
    await chooseTab(screen.getByRole('tab', { name: 'Paused (0)' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('No paused listings.');
    await chooseTab(screen.getByRole('tab', { name: 'Sold (1)' }));
    expect(within(screen.getByRole('tabpanel')).queryAllByRole('button')).toEqual([]);
  });

  it('pauses a listing and says "Listing status updated!"', async () => {
    let stored = listingFixture({ listing_id: 4, model: '7C' });
    const { calls } = await renderApp('/my-listings', {
      'auth.viewer': () => member(),
      'listings.list': () => listResponse([stored]),
      'listings.togglePause': () => (stored = { ...stored, status: 'paused' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Bach 7C' }));
    expect(await screen.findByText('Listing status updated!')).toBeTruthy();
    expect(calls.find((c) => c.path === 'listings.togglePause')?.input).toEqual({ listing_id: 4 });
    // The list is fetched again and the listing moves to Paused.
    expect(await screen.findByRole('tab', { name: 'Paused (1)' })).toBeTruthy();
  });

  it('says "Failed to update listing status." when that fails', async () => {
    await renderMine([listingFixture({ listing_id: 4, model: '7C' })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Bach 7C' }));
    expect(await screen.findByText('Failed to update listing status.')).toBeTruthy();
  });

  describe('expired listings (product §22)', () => {
    const DAY = 24 * 60 * 60 * 1000;

    it('wait under Expired with "Renew", which puts them back under Active', async () => {
      let stored = listingFixture({ listing_id: 5, model: '7C', status: 'expired', expires_at: '2025-07-19T12:00:00.000Z' });
      const { calls } = await renderApp('/my-listings?tab=expired', {
        'auth.viewer': () => member(),
        'listings.list': () => listResponse([stored]),
        'listings.renew': () => (stored = { ...stored, status: 'active', expires_at: new Date(Date.now() + 60 * DAY).toISOString() }),
      });
      expect(await screen.findByRole('tab', { name: 'Expired (1)' })).toBeTruthy();
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByText('Expired')).toBeTruthy();
      // "19 Jul 2025", or "19 July 2025" where the ICU data abbreviates so.
      expect(within(panel).getByText(/^Expired 19 Jul(y)? 2025$/)).toBeTruthy();
      expect(buttonsIn(panel)).toEqual(['Edit Bach 7C', 'Renew Bach 7C', 'Delete Bach 7C']);

      fireEvent.click(screen.getByRole('button', { name: 'Renew Bach 7C' }));
      expect(await screen.findByText('Listing renewed.')).toBeTruthy();
      expect(calls.find((c) => c.path === 'listings.renew')?.input).toEqual({ listing_id: 5 });
      // The list is fetched again: the listing moves to Active.
      expect(await screen.findByRole('tab', { name: 'Active (1)' })).toBeTruthy();
      expect(screen.getByRole('tabpanel').textContent).toBe('No expired listings.');
    });

    it('an active listing offers "Renew" only within 3 days of expiring, and says when it expires', async () => {
      const soon = new Date(Date.now() + 2 * DAY).toISOString();
      const later = new Date(Date.now() + 30 * DAY).toISOString();
      await renderMine([
        listingFixture({ listing_id: 6, model: 'Soon', expires_at: soon }),
        listingFixture({ listing_id: 7, model: 'Later', expires_at: later }),
      ]);
      const cards = within(await screen.findByRole('tabpanel')).getAllByRole('article');
      expect(buttonsIn(itemAt(cards, 0))).toEqual(['Edit Bach Soon', 'Renew Bach Soon', 'Pause Bach Soon', 'Mark as Sold Bach Soon', 'Delete Bach Soon']);
      expect(buttonsIn(itemAt(cards, 1))).toEqual(['Edit Bach Later', 'Pause Bach Later', 'Mark as Sold Bach Later', 'Delete Bach Later']);
      expect(itemAt(cards, 1).textContent).toContain('Expires ');
    });

    it('says "Failed to renew listing." when renewing fails', async () => {
      await renderApp('/my-listings?tab=expired', {
        'auth.viewer': () => member(),
        'listings.list': () => listResponse([listingFixture({ listing_id: 8, model: '7C', status: 'expired', expires_at: '2025-07-19T12:00:00.000Z' })]),
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Renew Bach 7C' }));
      expect(await screen.findByText('Failed to renew listing.')).toBeTruthy();
    });
  });
});
