import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listingFixture, listResponse } from '../../../entities/listing/testFixtures';
import { member } from '../../../test/fixtures';
import { apiError, type MockHandlers } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { dealFixture, offerFixture, offerListing, publicUser, ROBIN, SAM } from '../testFixtures';
import type { Offer } from '../types';

/** Sam (7, signed in) and Robin (9) talking about listing 5, with these offers between them. */
function renderConversation(offers: Offer[], handlers: MockHandlers = {}) {
  return renderApp(`/messages/${ROBIN.user_id}?listing=5`, {
    'auth.viewer': () => member(),
    'profile.byId': () => publicUser(ROBIN),
    'listings.byId': () => listingFixture({ listing_id: 5, brand: 'Bach', model: '7C' }),
    'messages.conversation': () => [],
    'messages.markThreadRead': () => ({ updated: 0 }),
    'offers.list': () => ({ offers }),
    'listings.list': () => listResponse([listingFixture({ listing_id: 44, brand: 'Schilke', model: '14A4a', price: 150, user_id: 9 })]),
    ...handlers,
  });
}

async function offerCard(name: string | RegExp) {
  const region = await screen.findByRole('region', { name: 'Offers' });
  return within(region).findByRole('article', { name });
}

const buttonNames = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent);
const called = (calls: { path: string; input: unknown }[], path: string) => calls.filter((c) => c.path === path).map((c) => c.input);

/** Sam sells; Robin offered $95. */
const RECEIVED = offerFixture();
/** Sam buys: his own offer on Robin's listing. */
const MADE = offerFixture({ buyer_id: SAM.user_id, seller_id: ROBIN.user_id, from_user_id: SAM.user_id });

describe('Offer cards in a conversation', () => {
  it('shows the pair’s offers on the listing with their terms, status and expiry, and the seller’s answers', async () => {
    const other = offerFixture({ offer_id: 2, buyer_id: 33, amount: 200 });
    await renderConversation([other, offerFixture({ note: 'Can collect Saturday' })]);
    const card = await offerCard('Offer from Robin Horn');
    expect(within(card).getByText('$95')).toBeTruthy();
    expect(within(card).getByText('Can collect Saturday')).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByText(/^Expires /)).toBeTruthy();
    expect(buttonNames(card)).toEqual(['Accept offer of $95 for Bach 7C', 'Counter offer of $95 for Bach 7C', 'Decline offer of $95 for Bach 7C']);
    // Another buyer's offer on the same listing belongs to another conversation.
    expect(screen.queryByText('$200')).toBeNull();
  });

  it('accepts only after asking, and says the listing is reserved', async () => {
    const { calls } = await renderConversation([RECEIVED], { 'offers.answer': () => ({ offer: { ...RECEIVED, status: 'accepted' } }) });
    const card = await offerCard('Offer from Robin Horn');
    fireEvent.click(within(card).getByRole('button', { name: /^Accept/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept this offer?' });
    expect(within(confirm).getByText(/Bach 7C will be reserved for this deal/)).toBeTruthy();
    expect(called(calls, 'offers.answer')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Offer accepted. The listing is reserved.')).toBeTruthy();
    expect(called(calls, 'offers.answer')).toEqual([{ offer_id: 1, answer: 'accept' }]);
  });

  it('declines at once', async () => {
    const { calls } = await renderConversation([RECEIVED], { 'offers.answer': () => ({ offer: { ...RECEIVED, status: 'declined' } }) });
    fireEvent.click(within(await offerCard('Offer from Robin Horn')).getByRole('button', { name: /^Decline/ }));
    expect(await screen.findByText('Offer declined.')).toBeTruthy();
    expect(called(calls, 'offers.answer')).toEqual([{ offer_id: 1, answer: 'decline' }]);
  });

  it('counters from the terms on the table, the swap among the buyer’s listings', async () => {
    const { calls } = await renderConversation([RECEIVED], {
      'offers.counter': () => ({ offer: offerFixture({ offer_id: 2, from_user_id: SAM.user_id, amount: 105 }) }),
    });
    fireEvent.click(within(await offerCard('Offer from Robin Horn')).getByRole('button', { name: /^Counter/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Counter-offer' });
    expect(within(dialog).getByText('Their offer for Bach 7C: $95. Your terms replace it.')).toBeTruthy();
    const amount = within(dialog).getByLabelText(/^Amount \(AUD\)/);
    expect(amount).toHaveProperty('value', '95');
    expect(await within(dialog).findByRole('combobox', { name: /^Swap for one of Robin Horn's listings/ })).toBeTruthy();
    expect(called(calls, 'listings.list')).toContainEqual({ user_id: ROBIN.user_id, limit: 100 });
    fireEvent.change(amount, { target: { value: '105' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText('Counter-offer sent!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(called(calls, 'offers.counter')).toEqual([{ offer_id: 1, amount: 105, swap_listing_id: null, note: null }]);
  });

  it('lets the maker only withdraw, and the buyer answer a seller’s counter', async () => {
    const counter = offerFixture({
      offer_id: 3,
      buyer_id: SAM.user_id,
      seller_id: ROBIN.user_id,
      from_user_id: ROBIN.user_id,
      parent_offer_id: 2,
      amount: 105,
    });
    const { calls } = await renderConversation([counter, { ...MADE, status: 'countered' }], {
      'offers.answer': () => ({ offer: { ...counter, status: 'withdrawn' } }),
    });
    const theirs = await offerCard('Counter-offer from Robin Horn');
    expect(buttonNames(theirs)).toEqual(['Accept offer of $105 for Bach 7C', 'Counter offer of $105 for Bach 7C', 'Decline offer of $105 for Bach 7C']);
    // The countered offer is history: folded, with no buttons.
    fireEvent.click(screen.getByRole('button', { name: 'Earlier offers (1)' }));
    const mine = await offerCard('Your offer');
    expect(within(mine).getByText('Countered')).toBeTruthy();
    expect(buttonNames(mine)).toEqual([]);
    expect(called(calls, 'offers.answer')).toEqual([]);
  });

  it('gives the maker of an open offer Withdraw', async () => {
    const { calls } = await renderConversation([MADE], { 'offers.answer': () => ({ offer: { ...MADE, status: 'withdrawn' } }) });
    const card = await offerCard('Your offer');
    expect(buttonNames(card)).toEqual(['Withdraw offer of $95 for Bach 7C']);
    fireEvent.click(within(card).getByRole('button', { name: /^Withdraw/ }));
    expect(await screen.findByText('Offer withdrawn.')).toBeTruthy();
    expect(called(calls, 'offers.answer')).toEqual([{ offer_id: 1, answer: 'withdraw' }]);
  });

  it('shows an open offer past its time as expired, with nothing to do', async () => {
    await renderConversation([offerFixture({ expires_at: new Date(Date.now() - 60_000).toISOString() })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Earlier offers (1)' }));
    const card = await offerCard('Offer from Robin Horn');
    expect(within(card).getByText('Expired')).toBeTruthy();
    expect(within(card).queryByText(/^Expires /)).toBeNull();
    expect(buttonNames(card)).toEqual([]);
  });

  it('gives the seller Mark as completed and Release reservation on the accepted offer, each asked first', async () => {
    const accepted = offerFixture({ status: 'accepted', listing: offerListing({ status: 'reserved' }) });
    const { calls } = await renderConversation([accepted], { 'deals.complete': () => ({ deal: dealFixture() }) });
    const card = await offerCard('Offer from Robin Horn');
    expect(within(card).getByText('Accepted')).toBeTruthy();
    expect(buttonNames(card)).toEqual(['Mark as completed Bach 7C', 'Release reservation Bach 7C']);
    fireEvent.click(within(card).getByRole('button', { name: 'Mark as completed Bach 7C' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Mark as completed' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark as completed' }));
    expect(await screen.findByText('Deal completed. You can now rate each other.')).toBeTruthy();
    expect(called(calls, 'deals.complete')).toEqual([{ listing_id: 5 }]);
  });

  it('gives the buyer "I received it", which completes with received: true', async () => {
    const accepted = { ...MADE, status: 'accepted' as const, listing: offerListing({ status: 'reserved' }) };
    const { calls } = await renderConversation([accepted], { 'deals.complete': () => ({ deal: dealFixture() }) });
    const card = await offerCard('Your offer');
    expect(buttonNames(card)).toEqual(['I received it Bach 7C']);
    fireEvent.click(within(card).getByRole('button', { name: 'I received it Bach 7C' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'I received it' })).getByRole('button', { name: 'I received it' }));
    expect(await screen.findByText('Deal completed. You can now rate each other.')).toBeTruthy();
    expect(called(calls, 'deals.complete')).toEqual([{ listing_id: 5, received: true }]);
  });

  it('says why a step was refused', async () => {
    await renderConversation([RECEIVED], {
      'offers.answer': () => {
        throw apiError('This offer is no longer open.', 'CONFLICT');
      },
    });
    fireEvent.click(within(await offerCard('Offer from Robin Horn')).getByRole('button', { name: /^Decline/ }));
    expect(await screen.findByText('This offer is no longer open.')).toBeTruthy();
  });

  it('shows nothing in a conversation without offers', async () => {
    const { calls } = await renderConversation([]);
    await waitFor(() => expect(called(calls, 'offers.list')).toEqual([{ listing_id: 5 }]));
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
  });
});
