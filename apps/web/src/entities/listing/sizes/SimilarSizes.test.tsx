import { present } from '@mpx/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { listingFixture, listResponse } from '../testFixtures';
import { loadSizes } from '../../size/useSizes';

vi.mock('@mpx/shared/sizes', async (real) => (await import('../../size/testSizes')).withTestTable(await real()));

const seller = { user_id: 9, name: 'Robin Horn', nickname: null, location_state: 'QLD' as const, average_rating: 0, rating_count: 0 };
const bach = listingFixture({ listing_id: 5, brand: 'Bach', model: 'Stradivarius', size: '7C' });
const yamaha = listingFixture({ listing_id: 6, brand: 'Yamaha', model: '11C4', size: null, user_id: 9, user: seller });
const odd = listingFixture({ listing_id: 7, brand: 'Garibaldi', model: 'One-off', size: null, user_id: 9, user: seller });
const wick = listingFixture({ listing_id: 8, brand: 'Denis Wick', model: 'Classic', size: '4B', user_id: 9, user: seller });
const yamaha14 = listingFixture({ listing_id: 10, brand: 'Yamaha', model: 'Custom', size: '14B4', user_id: 9, user: seller });

/** The line a card keeps for why it is like the reference. */
const reasonOf = (title: string) => cardOf(title).querySelector('[data-size-reason]');
const cardOf = (title: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  const card = heading.closest('article');
  if (!card) throw new Error(`No card for ${title}`);
  return card;
};

describe('Similar-size browse', () => {
  beforeAll(async () => {
    await loadSizes();
  });

  it('asks for `like`, says so above the results, and shows why each card is there in grid and list views', async () => {
    const { calls } = await renderApp('/?like=Bach%207C', { 'listings.list': () => listResponse([yamaha, wick, bach, yamaha14, odd]) });
    expect(await screen.findByText('Similar to Bach 7C (rim ≈ 16.2 mm, medium cup), published equivalents first, then closest')).toBeTruthy();
    expect(calls.find((c) => c.path === 'listings.list')?.input).toMatchObject({ like: 'Bach 7C' });
    await screen.findByRole('heading', { level: 3, name: 'Yamaha 11C4' });
    expect(reasonOf('Yamaha 11C4')?.textContent).toBe('Size compared with Bach 7C: Yamaha sells its 11C4 as the 11C4-7C');
    expect(reasonOf('Denis Wick Classic')?.textContent).toBe('Size compared with Bach 7C: Denis Wick compares its 4B to a Bach 7C');
    expect(reasonOf('Bach Stradivarius')?.textContent).toBe('Size compared with Bach 7C: Same size');
    expect(reasonOf('Yamaha Custom')?.textContent).toBe('Size compared with Bach 7C: 0.4 mm wider');
    expect(reasonOf('Yamaha 11C4')?.getAttribute('data-size-reason')).toBe('equivalent');
    // A size the table cannot read keeps its (empty) line, so the cards stay even.
    expect(reasonOf('Garibaldi One-off')?.textContent).toBe('');

    fireEvent.click(screen.getByRole('radio', { name: 'List view' }));
    await waitFor(() => expect(document.querySelector('[data-view="list"]')).toBeTruthy());
    expect(reasonOf('Yamaha 11C4')?.textContent).toBe('Size compared with Bach 7C: Yamaha sells its 11C4 as the 11C4-7C');
  });

  it('clears the reference like any filter, and the cards lose their line', async () => {
    const { app } = await renderApp('/listings?like=Bach%207C&brand=Yamaha', { 'listings.list': () => listResponse([yamaha]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Clear similar to Bach 7C' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ brand: 'Yamaha' }));
    expect(screen.queryByText(/^Similar to Bach 7C/)).toBeNull();
    await waitFor(() => expect(reasonOf('Yamaha 11C4')).toBeNull());
  });

  it('turns a shared "like my 7C" search text into the `like` filter, in place', async () => {
    const { app } = await renderApp('/?q=like%20my%207C', { 'listings.list': () => listResponse([bach]) });
    await waitFor(() => expect(app.router.state.location.search).toEqual({ like: 'Bach 7C' }));
    expect(await screen.findByText('Similar to Bach 7C (rim ≈ 16.2 mm, medium cup), published equivalents first, then closest')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Similar to').value).toBe('Bach 7C');
    expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('');
    // Replaced, not pushed: Back leaves the page rather than returning to the phrase.
    expect(app.router.history.length).toBe(1);
  });

  it('leaves "like new" alone', async () => {
    const { app } = await renderApp('/?q=like%20new', { 'listings.list': () => listResponse([bach]) });
    await act(() => loadSizes());
    await screen.findByRole('heading', { level: 3, name: 'Bach Stradivarius' });
    expect(app.router.state.location.search).toEqual({ q: 'like new' });
    expect(reasonOf('Bach Stradivarius')).toBeNull();
  });
});

describe('Similar sizes on a listing page', () => {
  beforeAll(async () => {
    await loadSizes();
  });

  it('lists other sellers’ listings like its size, each saying why', async () => {
    const { calls } = await renderApp('/listings/5', { 'listings.byId': () => bach, 'listings.similar': () => ({ listings: [yamaha, yamaha14] }) });
    const section = await screen.findByRole('region', { name: 'Similar sizes' });
    expect(calls.find((c) => c.path === 'listings.similar')?.input).toEqual({ listing_id: 5 });
    const [equivalent, measured] = await within(section).findAllByRole('article');
    expect(within(present(equivalent, 'a card')).getByRole('link', { name: 'Yamaha 11C4' }).getAttribute('href')).toBe('/listings/6');
    expect(equivalent?.querySelector('[data-size-reason]')?.textContent).toBe('Size compared with this listing: Yamaha sells its 11C4 as the 11C4-7C');
    expect(measured?.querySelector('[data-size-reason]')?.textContent).toBe('Size compared with this listing: 0.4 mm wider');
  });

  it('compares a modified listing by its printed figures: never "Same size" or its maker’s equivalent', async () => {
    const drilled = listingFixture({ ...bach, modifications: ['throat_drilled'] });
    const plain7c = listingFixture({ listing_id: 11, brand: 'Bach', model: 'Standard', size: '7C', user_id: 9, user: seller });
    await renderApp('/listings/5', { 'listings.byId': () => drilled, 'listings.similar': () => ({ listings: [plain7c, yamaha] }) });
    const section = await screen.findByRole('region', { name: 'Similar sizes' });
    const [same, near] = await within(section).findAllByRole('article');
    expect(same?.querySelector('[data-size-reason]')?.textContent).toBe('Size compared with this listing: Same rim and cup');
    expect(near?.querySelector('[data-size-reason]')?.textContent).toBe('Size compared with this listing: 0.1 mm wider, deeper cup');
  });

  it('is not shown when nothing is near, or when the listing’s size does not decode', async () => {
    await renderApp('/listings/5', { 'listings.byId': () => bach, 'listings.similar': () => ({ listings: [] }) });
    await screen.findByRole('heading', { level: 1, name: 'Bach Stradivarius' });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading similar sizes...' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'Similar sizes' })).toBeNull();
  });

  it('is not shown for a size the table cannot read', async () => {
    await renderApp('/listings/7', { 'listings.byId': () => odd, 'listings.similar': () => ({ listings: [yamaha] }) });
    await screen.findByRole('heading', { level: 1, name: 'Garibaldi One-off' });
    await act(() => loadSizes());
    expect(screen.queryByRole('region', { name: 'Similar sizes' })).toBeNull();
  });
});
