import { FIT_TEXTS, type ForYou, type SetupPiece } from '@mpx/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingFixture, listResponse } from '../../entities/listing/testFixtures';
import { BACH_7C, member } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

const CORNET: SetupPiece = { ...BACH_7C, instrument_type: 'Cornet', brand: 'Denis Wick', size: null, size_id: null, rim_mm: 16.5, rim_source: 'member' };

const YAMAHA = {
  ...listingFixture({ listing_id: 21, user_id: 9, brand: 'Yamaha', model: 'Standard', size: '11C4' }),
  reason: { kind: 'equivalent', text: "Yamaha's own equivalent of your Bach 7C" },
} as const;
const SCHILKE = {
  ...listingFixture({ listing_id: 22, user_id: 9, brand: 'Schilke', model: 'Standard', size: '12' }),
  reason: { kind: 'larger', text: 'Rim ≈ 0.44 mm larger than your 7C' },
} as const;

/** The home page as a member, with For you answered by `forYou` and one browse listing below it. */
function renderHome(forYou: ForYou) {
  return renderApp('/', {
    'auth.viewer': () => member(),
    'fit.forYou': () => forYou,
    'listings.list': () => listResponse([listingFixture({ listing_id: 5, brand: 'Bach', model: 'Latest' })]),
    'watchlist.ids': () => ({ listing_ids: [] }),
    'messages.unreadCount': () => ({ count: 0 }),
    'notifications.latest': () => ({ notifications: [], unread: 0 }),
  });
}

describe('For you on the home page', () => {
  it('shows a row per current piece above the latest listings, each card with its reason, an empty row said as such', async () => {
    await renderHome({
      sections: [
        { piece: BACH_7C, listings: [YAMAHA, SCHILKE] },
        { piece: CORNET, listings: [] },
      ],
    });
    const row = await screen.findByRole('region', { name: 'For your Bach 7C (trumpet)' });
    const cards = within(row).getAllByRole('article');
    expect(cards.map((card) => card.querySelector('[data-size-reason]')?.textContent)).toEqual([
      "Size compared with Bach 7C: Yamaha's own equivalent of your Bach 7C",
      'Size compared with Bach 7C: Rim ≈ 0.44 mm larger than your 7C',
    ]);
    expect(cards.map((card) => card.querySelector('[data-size-reason]')?.getAttribute('data-size-reason'))).toEqual(['equivalent', 'larger']);
    expect(within(row).getByRole('link', { name: 'Yamaha Standard' }).getAttribute('href')).toBe('/listings/21');

    const cornet = screen.getByRole('region', { name: 'For your Denis Wick, rim 16.5 mm (cornet)' });
    expect(cornet.textContent).toContain('Nothing like your Denis Wick, rim 16.5 mm is listed yet.');
    // Above the latest listings, which give up the first photos to the row.
    const latest = await screen.findByRole('region', { name: 'Latest Listings' });
    expect(row.compareDocumentPosition(latest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(latest).queryByRole('article')).toBeTruthy();
  });

  it('shows four cards to a row, and links to the browse of sizes like the piece for the rest', async () => {
    const listings = [21, 22, 23, 24, 25].map((id) => ({ ...YAMAHA, listing_id: id }));
    await renderHome({
      sections: [
        { piece: BACH_7C, listings },
        { piece: CORNET, listings: [SCHILKE, SCHILKE].map((l, i) => ({ ...l, listing_id: 30 + i })) },
      ],
    });
    const row = await screen.findByRole('region', { name: 'For your Bach 7C (trumpet)' });
    expect(within(row).getAllByRole('article')).toHaveLength(4);
    const more = within(row).getByRole('link', { name: 'More like your Bach 7C' });
    const target = new URL(more.getAttribute('href') ?? '', 'http://localhost');
    expect([target.pathname, target.searchParams.get('like'), target.searchParams.get('instrument_type')]).toEqual(['/listings', 'Bach 7C', 'Trumpet']);
    // A piece given by its rim has no size to browse like; a row that shows all it has needs no link.
    const cornet = screen.getByRole('region', { name: 'For your Denis Wick, rim 16.5 mm (cornet)' });
    expect(within(cornet).queryByRole('link', { name: /^More like/ })).toBeNull();
  });

  it('invites a member without a current piece to add one, linking to the profile page', async () => {
    await renderHome({ sections: [] });
    const link = await screen.findByRole('link', { name: FIT_TEXTS.invitationLink });
    expect(link.getAttribute('href')).toBe('/profile');
    expect(link.parentElement?.textContent).toBe(`${FIT_TEXTS.invitation} ${FIT_TEXTS.invitationLink}`);
    expect(screen.queryByRole('region', { name: /^For your/ })).toBeNull();
  });

  it('shows a guest the home as before, and never asks for For you', async () => {
    const { calls } = await renderApp('/', { 'listings.list': () => listResponse([listingFixture()]) });
    expect(await screen.findByRole('region', { name: 'Latest Listings' })).toBeTruthy();
    expect(screen.queryByText(FIT_TEXTS.invitation, { exact: false })).toBeNull();
    expect(calls.map((c) => c.path)).not.toContain('fit.forYou');
  });
});
