import { isRecord } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseTab } from '../../../test/dom';
import { member } from '../../../test/fixtures';
import type { MockHandlers } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { dealFixture, offerFixture, offerListing, publicUser, ROBIN, SAM } from '../testFixtures';
import type { Deal, Offer } from '../types';

interface DealsData {
  made?: Offer[];
  received?: Offer[];
  deals?: Deal[];
}

function renderDeals({ made = [], received = [], deals = [] }: DealsData, handlers: MockHandlers = {}, path = '/deals') {
  return renderApp(path, {
    'auth.viewer': () => member(),
    'offers.list': (input) => ({ offers: isRecord(input) && input.role === 'buyer' ? made : received }),
    'deals.list': () => ({ deals }),
    'profile.byId': () => publicUser(ROBIN),
    'ratings.viewerState': () => ({ rated: false }),
    ...handlers,
  });
}

const tab = (name: RegExp) => screen.findByRole('tab', { name });

/** Sam's offer on Robin's Bach 7C, and Robin's counter to it. */
const MADE = offerFixture({ buyer_id: SAM.user_id, seller_id: ROBIN.user_id, from_user_id: SAM.user_id, status: 'countered' });
const COUNTER = offerFixture({ offer_id: 2, buyer_id: SAM.user_id, seller_id: ROBIN.user_id, from_user_id: ROBIN.user_id, parent_offer_id: 1, amount: 105 });

describe('Deals page', () => {
  it('keeps guests out', async () => {
    const { pathname } = await renderApp('/deals');
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('shows the offers the member made by listing, with the seller’s counter to answer', async () => {
    await renderDeals({ made: [COUNTER, MADE], received: [offerFixture()], deals: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deals' })).toBeTruthy();
    expect(await tab(/^Offers I made \(2\)$/)).toBeTruthy();
    expect(await tab(/^Offers received \(1\)$/)).toBeTruthy();
    expect(await tab(/^Completed deals \(0\)$/)).toBeTruthy();

    const panel = screen.getByRole('tabpanel');
    const group = await within(panel).findByRole('region', { name: 'Bach 7C' });
    expect(within(group).getByRole('link', { name: 'Bach 7C' }).getAttribute('href')).toBe('/listings/5');
    const counter = await within(group).findByRole('article', { name: 'Counter-offer from Robin Horn' });
    expect(within(counter).getByText('$105')).toBeTruthy();
    expect(within(counter).getByRole('button', { name: 'Accept offer of $105 for Bach 7C' })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Earlier offers (1)' })).toBeTruthy();
  });

  it('shows a reserved listing’s badge beside its name', async () => {
    const accepted = { ...COUNTER, status: 'accepted' as const, listing: offerListing({ status: 'reserved' }) };
    await renderDeals({ made: [accepted] });
    const group = await screen.findByRole('region', { name: /^Bach 7C/ });
    expect(within(group).getByText('Reserved')).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'I received it Bach 7C' })).toBeTruthy();
  });

  it('says so when there is nothing yet, in each tab', async () => {
    await renderDeals({});
    expect(await screen.findByText("You haven't made any offers yet.")).toBeTruthy();
    await chooseTab(await tab(/^Offers received/));
    expect(await screen.findByText('No offers received yet.')).toBeTruthy();
    await chooseTab(await tab(/^Completed deals/));
    expect(await screen.findByText('No completed deals yet.')).toBeTruthy();
  });

  it('lists completed deals with the other party and the terms, and rates them', async () => {
    const { calls } = await renderDeals(
      { deals: [dealFixture()] },
      {
        'ratings.create': () => ({
          rating_id: 1,
          stars: 5,
          comment: 'Smooth deal',
          timestamp: '2025-07-21T00:00:00.000Z',
          from_user: SAM,
          to_user_id: 9,
          transaction_id: 5,
          deal_id: 1,
        }),
      },
      '/deals?tab=completed',
    );
    const card = await screen.findByRole('article', { name: 'Bach 7C' });
    expect(within(card).getByText('$95')).toBeTruthy();
    expect(await within(card).findByText('You sold it to Robin Horn')).toBeTruthy();
    expect(within(card).getByText(/^Completed 20 Jul/)).toBeTruthy();

    fireEvent.click(await within(card).findByRole('button', { name: 'Rate Robin Horn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate User' });
    expect(within(dialog).getByText('Your rating of Robin Horn, buyer of the Bach 7C.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'Smooth deal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Rating submitted!')).toBeTruthy();
    expect(calls.find((c) => c.path === 'ratings.create')?.input).toEqual({ to_user_id: 9, transaction_id: 5, stars: 5, comment: 'Smooth deal' });
  });

  it('says the member already rated the other party for a deal', async () => {
    await renderDeals(
      { deals: [dealFixture({ buyer_id: SAM.user_id, seller_id: ROBIN.user_id })] },
      { 'ratings.viewerState': () => ({ rated: true }) },
      '/deals?tab=completed',
    );
    const card = await screen.findByRole('article', { name: 'Bach 7C' });
    expect(await within(card).findByText('You bought it from Robin Horn')).toBeTruthy();
    expect(await within(card).findByText('You have already rated this user for this listing.')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('is a link of the account menu', async () => {
    await renderApp('/about', { 'auth.viewer': () => member() });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Account menu' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Deals' }).getAttribute('href')).toBe('/deals');
  });

  it('is where an offer notification leads', async () => {
    const notice = {
      type: 'notification' as const,
      id: 4,
      kind: 'offer' as const,
      read: false,
      message: 'Robin Horn offered $95 for Bach 7C.',
      from_user: ROBIN,
      created_at: new Date().toISOString(),
    };
    const { pathname } = await renderDeals(
      {},
      { 'notifications.latest': () => ({ notifications: [notice], unread: 1 }), 'notifications.markRead': () => ({ updated: 1 }) },
      '/about',
    );
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Notifications, 1 unread' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: /Robin Horn offered \$95 for Bach 7C\./ }));
    await waitFor(() => expect(pathname()).toBe('/deals'));
  });
});
