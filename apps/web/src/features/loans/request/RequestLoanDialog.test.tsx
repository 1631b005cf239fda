import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy } from '../../../test/dom';
import { member } from '../../../test/fixtures';
import { apiError, type MockHandlers } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { listingFixture, listResponse } from '../../../entities/listing/testFixtures';
import type { Listing } from '../../../entities/listing/types';
import { loanRequestDates } from '../loanDates';
import { loanFixture } from '../testFixtures';

const OTHERS = { user_id: 9, name: 'Robin Horn', nickname: null, location_state: 'QLD' as const, average_rating: 0, rating_count: 0 };
const LOANABLE = listingFixture({ listing_id: 5, brand: 'Bach', model: '3C', open_to_loan: true, user_id: 9, user: OTHERS });

function renderListing(listing: Listing, handlers: MockHandlers = {}, viewer: (() => unknown) | null = () => member()) {
  return renderApp(`/listings/${listing.listing_id}`, {
    ...(viewer ? { 'auth.viewer': viewer } : {}),
    'listings.byId': () => listing,
    'listings.list': () => listResponse([listing]),
    ...handlers,
  });
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Request Loan' }));
  return screen.findByRole('dialog', { name: 'Request Loan' });
}

const send = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
const returnField = (dialog: HTMLElement) => within(dialog).getByLabelText('Expected return date');

describe('Request Loan', () => {
  it('is offered to other members on an active listing open to loan, and to no one else', async () => {
    await renderListing(LOANABLE);
    expect(await screen.findByRole('button', { name: 'Request Loan' })).toBeTruthy();
  });

  it.each([
    ['not open to loan', { ...LOANABLE, open_to_loan: false }],
    ['paused', { ...LOANABLE, status: 'paused' as const }],
    ['on loan', { ...LOANABLE, status: 'loaned' as const }],
  ])('is not offered on a listing %s', async (_, listing) => {
    await renderListing(listing);
    expect(await screen.findByRole('button', { name: 'Message Seller' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Loan' })).toBeNull();
  });

  it('is not offered on one’s own listing', async () => {
    await renderListing({ ...LOANABLE, user_id: 7, user: { ...OTHERS, user_id: 7 } });
    expect(await screen.findByText('You cannot message yourself or buy your own listing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Loan' })).toBeNull();
  });

  it('asks a guest to log in instead', async () => {
    await renderListing(LOANABLE, {}, null);
    expect(await screen.findByText('Log in to contact the seller or buy this mouthpiece.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Request Loan' })).toBeNull();
  });

  it('starts today, offers tomorrow at the earliest, and checks the return date', async () => {
    const { calls } = await renderListing(LOANABLE);
    const dialog = await openDialog();
    const dates = loanRequestDates(Date.now());

    const start = within(dialog).getByLabelText('Start date');
    expect(start).toHaveProperty('value', dates.startDate);
    expect(start).toHaveProperty('readOnly', true);
    const field = returnField(dialog);
    expect(field.getAttribute('min')).toBe(dates.minReturnDate);

    send(dialog);
    await waitFor(() => expect(describedBy(field)).toBe('Please select an expected return date'));
    expect(field.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field, { target: { value: dates.startDate } });
    send(dialog);
    await waitFor(() => expect(describedBy(field)).toBe('Expected return date must be in the future'));
    expect(calls.some((c) => c.path === 'loans.request')).toBe(false);
  });

  it('sends the request, notes null when blank, and says "Loan request sent!"', async () => {
    const { calls } = await renderListing(LOANABLE, { 'loans.request': () => loanFixture() });
    const dialog = await openDialog();
    const { startDate, minReturnDate } = loanRequestDates(Date.now());
    fireEvent.change(returnField(dialog), { target: { value: minReturnDate } });
    fireEvent.change(within(dialog).getByLabelText(/^Notes/), { target: { value: '   ' } });
    send(dialog);

    expect(await screen.findByText('Loan request sent!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'loans.request')?.input).toEqual({
      listing_id: 5,
      start_date: startDate,
      expected_return_date: minReturnDate,
      notes: null,
    });
  });

  it('shows the server’s error text', async () => {
    await renderListing(LOANABLE, {
      'loans.request': () => {
        throw apiError('This item already has a pending or active loan.', 'CONFLICT');
      },
    });
    const dialog = await openDialog();
    fireEvent.change(returnField(dialog), { target: { value: loanRequestDates(Date.now()).minReturnDate } });
    fireEvent.change(within(dialog).getByLabelText(/^Notes/), { target: { value: 'For a gig on Saturday' } });
    send(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This item already has a pending or active loan.');
  });

  it('says "Failed to create loan request" when there is no server text', async () => {
    await renderListing(LOANABLE, {
      'loans.request': () => {
        throw new Error('network down');
      },
    });
    const dialog = await openDialog();
    fireEvent.change(returnField(dialog), { target: { value: loanRequestDates(Date.now()).minReturnDate } });
    send(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to create loan request');
  });
});
