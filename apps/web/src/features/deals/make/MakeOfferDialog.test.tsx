import { present } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingFixture, listResponse } from '../../../entities/listing/testFixtures';
import type { Listing } from '../../../entities/listing/types';
import { describedBy } from '../../../test/dom';
import { member } from '../../../test/fixtures';
import { apiError, type MockHandlers } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { dashboardFixture, loanFixture } from '../../loans/testFixtures';
import { offerFixture } from '../testFixtures';

const ROBIN = { user_id: 9, name: 'Robin Horn', nickname: null, location_state: 'QLD' as const, average_rating: 0, rating_count: 0 };
/** Robin's Bach 7C, for sale at $120; the viewer is Sam (7). */
const FOR_SALE = listingFixture({ listing_id: 5, brand: 'Bach', model: '7C', price: 120, user_id: 9, user: ROBIN });
/** Sam's own listing for sale: what a swap may name. */
const SAMS = listingFixture({ listing_id: 31, brand: 'Yamaha', model: '11C4', price: 90 });

function renderListing(listing: Listing, handlers: MockHandlers = {}, viewer: (() => unknown) | null = () => member()) {
  return renderApp(`/listings/${listing.listing_id}`, {
    ...(viewer ? { 'auth.viewer': viewer } : {}),
    'listings.byId': () => listing,
    'listings.list': () => listResponse([SAMS]),
    ...handlers,
  });
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Make an offer' }));
  return screen.findByRole('dialog', { name: 'Make an offer' });
}

const send = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
const amountField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Amount \(AUD\)/);

describe('Make an offer', () => {
  it('is offered to other members on a listing for sale, beside Message Seller', async () => {
    await renderListing(FOR_SALE);
    expect(await screen.findByRole('button', { name: 'Make an offer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Message Seller' })).toBeTruthy();
  });

  it.each([
    ['paused', { ...FOR_SALE, status: 'paused' as const }],
    ['reserved', { ...FOR_SALE, status: 'reserved' as const }],
    ['sold', { ...FOR_SALE, status: 'sold' as const }],
  ])('is not offered on a %s listing', async (_, listing) => {
    await renderListing(listing, { 'offers.list': () => ({ offers: [] }) });
    expect(await screen.findByRole('button', { name: 'Message Seller' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it('is not offered to the owner, nor to guests (who are asked to log in)', async () => {
    await renderListing({ ...FOR_SALE, user_id: 7, user: { ...ROBIN, user_id: 7 } });
    expect(await screen.findByText('You cannot message yourself or buy your own listing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it('asks a guest to log in instead', async () => {
    await renderListing(FOR_SALE, {}, null);
    expect(await screen.findByText('Log in to contact the seller or buy this mouthpiece.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it('is offered on a listing on loan only to its borrower (trial-to-buy)', async () => {
    const loaned = { ...FOR_SALE, status: 'loaned' as const };
    const lentToSam = loanFixture({
      status: 'active',
      lender: { user_id: 9, name: 'Robin Horn', nickname: null },
      borrower: { user_id: 7, name: 'Sam Lee', nickname: 'Tromba' },
    });
    await renderListing(loaned, { 'loans.dashboard': () => dashboardFixture({ current: [lentToSam] }) });
    expect(await screen.findByRole('button', { name: 'Make an offer' })).toBeTruthy();
  });

  it('is not offered on a listing on loan to someone else', async () => {
    const loaned = { ...FOR_SALE, status: 'loaned' as const };
    const { calls } = await renderListing(loaned, { 'loans.dashboard': () => dashboardFixture({ current: [loanFixture({ status: 'active' })] }) });
    await screen.findByRole('button', { name: 'Message Seller' });
    await waitFor(() => expect(calls.some((c) => c.path === 'loans.dashboard')).toBe(true));
    expect(screen.queryByRole('button', { name: 'Make an offer' })).toBeNull();
  });

  it('checks the terms with the shared schema before sending', async () => {
    const { calls } = await renderListing(FOR_SALE);
    const dialog = await openDialog();
    expect(within(dialog).getByText('Bach 7C, listed at $120.')).toBeTruthy();

    send(dialog);
    await waitFor(() => expect(describedBy(amountField(dialog))).toContain('An offer needs an amount, a listing to swap, or both.'));
    expect(amountField(dialog).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(amountField(dialog), { target: { value: '0' } });
    send(dialog);
    await waitFor(() => expect(describedBy(amountField(dialog))).toContain('Amount must be greater than 0.'));

    fireEvent.change(amountField(dialog), { target: { value: '95' } });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'x'.repeat(1001) } });
    send(dialog);
    await waitFor(() => expect(describedBy(within(dialog).getByLabelText(/^Note/))).toContain('Note must be 1000 characters or less.'));
    expect(calls.some((c) => c.path === 'offers.make')).toBe(false);
  });

  it('sends money, a swap for one of the member’s own listings and a note, and says "Offer sent!"', async () => {
    const { calls } = await renderListing(FOR_SALE, { 'offers.make': () => ({ offer: offerFixture() }) });
    const dialog = await openDialog();
    fireEvent.change(amountField(dialog), { target: { value: '40' } });
    // The swap choices are the member's own listings for sale (the public seller listings).
    await waitFor(() => expect(calls.find((c) => c.path === 'listings.list')?.input).toEqual({ user_id: 7, limit: 100 }));
    expect(within(dialog).getByRole('combobox', { name: /^Swap for one of my listings/ })).toBeTruthy();
    // Radix Select keeps a native <select> in forms; changing it picks the option.
    await waitFor(() => expect(dialog.querySelector('option[value="31"]')).toBeTruthy());
    fireEvent.change(present(dialog.querySelector('select'), 'the native select of the swap'), { target: { value: '31' } });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: '  Can collect Saturday  ' } });
    send(dialog);

    expect(await screen.findByText('Offer sent!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'offers.make')?.input).toEqual({ listing_id: 5, amount: 40, swap_listing_id: 31, note: 'Can collect Saturday' });
  });

  it('shows the server’s text, and the fallback when there is none', async () => {
    let answer: Error = apiError('This item is not currently available.', 'CONFLICT');
    await renderListing(FOR_SALE, {
      'offers.make': () => {
        throw answer;
      },
    });
    const dialog = await openDialog();
    fireEvent.change(amountField(dialog), { target: { value: '95' } });
    send(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This item is not currently available.');

    answer = new Error('network down');
    send(dialog);
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Failed to send offer.'));
  });
});
