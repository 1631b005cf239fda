import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { listingFixture, listResponse } from '../../entities/listing/testFixtures';
import { wantedFixture } from './testFixtures';

/** Sam's own listing (member() is its seller, user 7). */
const listing = listingFixture({ listing_id: 5, brand: 'Schilke', model: '14' });
const handlers = { 'auth.viewer': () => member(), 'listings.byId': () => listing, 'listings.list': () => listResponse([listing]) };

describe('Who wants the seller’s listing', () => {
  it('says how many members want it and lets the seller message each', async () => {
    await renderApp('/listings/5', { ...handlers, 'wanted.forListing': () => ({ count: 1, wanted: [wantedFixture()] }) });
    const region = await screen.findByRole('region', { name: 'Members who want this' });
    expect(within(region).getByText('1 member wants this')).toBeTruthy();
    expect(within(region).getByText('Alex · Carlton VIC')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Message Alex' }));
    expect(await screen.findByRole('dialog', { name: /Alex/ })).toBeTruthy();
  });

  it('counts in the plural', async () => {
    const two = { count: 2, wanted: [wantedFixture(), wantedFixture({ wanted_id: 3, member: { id: 13, name: 'Jo' } })] };
    await renderApp('/listings/5', { ...handlers, 'wanted.forListing': () => two });
    expect(await screen.findByText('2 members want this')).toBeTruthy();
  });

  it('shows nothing when no one wants it', async () => {
    const { calls } = await renderApp('/listings/5', { ...handlers, 'wanted.forListing': () => ({ count: 0, wanted: [] }) });
    await screen.findByRole('heading', { level: 1 });
    expect(calls.some((c) => c.path === 'wanted.forListing')).toBe(true);
    expect(screen.queryByRole('region', { name: 'Members who want this' })).toBeNull();
  });
});
