import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { itemAt } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { member } from '../../../test/fixtures';
import { apiError } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { chooseTab, isDisabled } from '../../../test/dom';
import { message, PEOPLE } from '../../messages/testFixtures';
import { renderAppWithEvents } from '../../../test/liveEvents';
import { dashboardFixture, JO, loanFixture, SAM } from '../testFixtures';
import type { LoanDashboard } from '../types';

const viewer = () => member();

function renderLoans(dashboard: LoanDashboard | (() => LoanDashboard), handlers: Record<string, (input: unknown) => unknown> = {}, path = '/loans') {
  return renderApp(path, {
    'auth.viewer': viewer,
    'loans.dashboard': typeof dashboard === 'function' ? dashboard : () => dashboard,
    ...handlers,
  });
}

const panel = () => screen.getByRole('tabpanel');
const buttonsIn = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('button')
    .map((b) => b.textContent);
const count = (calls: { path: string }[], path: string) => calls.filter((c) => c.path === path).length;

/** One loan of each kind, seen by Sam (user 7). */
const FULL = dashboardFixture({
  incoming: [loanFixture({ loan_id: 1, listing: { ...loanFixture().listing, model: 'Asked of me' } })],
  outgoing: [loanFixture({ loan_id: 2, lender: JO, borrower: SAM, listing: { ...loanFixture().listing, listing_id: 6, model: 'Asked by me' } })],
  current: [
    loanFixture({ loan_id: 3, status: 'active', listing: { ...loanFixture().listing, model: 'Lent out', status: 'loaned' } }),
    loanFixture({ loan_id: 4, status: 'return_pending', lender: JO, borrower: SAM, listing: { ...loanFixture().listing, model: 'Borrowed' } }),
  ],
  history: [
    loanFixture({
      loan_id: 5,
      status: 'returned',
      actual_return_date: '2025-06-10T05:00:00.000Z',
      listing: { ...loanFixture().listing, model: 'Done' },
    }),
  ],
});

describe('Loans page', () => {
  it('shows five tabs with counts and the spec’s empty texts', async () => {
    await renderLoans(dashboardFixture());
    expect(await screen.findByRole('heading', { level: 1, name: 'Loans' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Loans by stage' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Incoming Requests (0)', 'Outgoing Requests (0)', 'Borrowing (0)', 'Lending (0)', 'History (0)']);

    const empties = [
      'No incoming loan requests.',
      'No outgoing loan requests.',
      'No items you are borrowing.',
      'No items you are lending out.',
      'No loan history.',
    ];
    for (const [i, text] of empties.entries()) {
      await chooseTab(itemAt(tabs, i));
      expect(panel().textContent).toBe(text);
    }
  });

  it('sorts the loans into the tabs and offers the buttons each role may use', async () => {
    await renderLoans(FULL);
    expect(await screen.findByRole('tab', { name: 'Incoming Requests (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Outgoing Requests (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Borrowing (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Lending (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'History (1)' })).toBeTruthy();

    expect(buttonsIn(panel())).toEqual([
      'Approve Bach Asked of me',
      'Refuse Bach Asked of me',
      'Cancel Bach Asked of me',
      'Message Jo Bloggs about Bach Asked of me',
    ]);

    await chooseTab(screen.getByRole('tab', { name: 'Outgoing Requests (1)' }));
    expect(buttonsIn(panel())).toEqual(['Cancel Bach Asked by me', 'Message Jo Bloggs about Bach Asked by me']);
    expect(panel().textContent).toContain('LenderJo Bloggs');

    await chooseTab(screen.getByRole('tab', { name: 'Borrowing (1)' }));
    expect(buttonsIn(panel())).toEqual(['Message Jo Bloggs about Bach Borrowed']);
    expect(within(panel()).getByText('Waiting for lender to confirm return.')).toBeTruthy();

    await chooseTab(screen.getByRole('tab', { name: 'Lending (1)' }));
    expect(buttonsIn(panel())).toEqual([
      'Cancel Bach Lent out',
      'Mark Returned Bach Lent out',
      'Request Return Bach Lent out',
      'Mark as Sold Bach Lent out',
      'Message Jo Bloggs about Bach Lent out',
    ]);
    expect(panel().textContent).toContain('BorrowerJo Bloggs');

    await chooseTab(screen.getByRole('tab', { name: 'History (1)' }));
    expect(buttonsIn(panel())).toEqual(['Message Jo Bloggs about Bach Done']);
    expect(panel().textContent).toMatch(/Returned on10 June? 2025/);
  });

  it('keeps the open tab in the URL, and opens the one a link names', async () => {
    const { app } = await renderLoans(FULL, {}, '/loans?tab=lending');
    const lending = await screen.findByRole('tab', { name: 'Lending (1)' });
    expect(lending.getAttribute('aria-selected')).toBe('true');
    expect(within(panel()).getByRole('article', { name: 'Bach Lent out' })).toBeTruthy();
    await chooseTab(screen.getByRole('tab', { name: 'History (1)' }));
    expect(app.router.state.location.search).toEqual({ tab: 'history' });
    await chooseTab(screen.getByRole('tab', { name: 'Incoming Requests (1)' }));
    expect(app.router.state.location.search).toEqual({});
  });

  it('shows what the spec lists on a card', async () => {
    await renderLoans(
      dashboardFixture({
        current: [
          loanFixture({
            status: 'active',
            overdue: true,
            lender: JO,
            borrower: SAM,
            listing: { ...loanFixture().listing, photos: ['http://localhost/uploads/a.webp', 'http://localhost/uploads/b.webp'] },
          }),
        ],
      }),
    );
    await chooseTab(await screen.findByRole('tab', { name: 'Borrowing (1)' }));
    const card = within(panel()).getByRole('article', { name: 'Bach 7C' });
    expect(within(card).getByRole('link', { name: 'Bach 7C' }).getAttribute('href')).toBe('/listings/5');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('http://localhost/uploads/a.webp');
    const text = card.textContent;
    expect(text).toContain('Trumpet · Good');
    expect(text).toContain('Bright and centred.');
    expect(text).toContain('Status: Active');
    expect(text).toContain('Overdue');
    // ICU writes "Jun" or "June" for en-AU, depending on its version.
    expect(text).toMatch(/Start date1 June? 2025/);
    expect(text).toMatch(/Expected return date15 June? 2025/);
    expect(text).not.toContain('Returned on');
    expect(text).toContain('LenderJo Bloggs');
    expect(buttonsIn(card)).toEqual(['Mark Returned Bach 7C', 'Message Jo Bloggs about Bach 7C']);
  });

  it('shows the placeholder without photos, and the nickname when there is one', async () => {
    await renderLoans(dashboardFixture({ incoming: [loanFixture({ borrower: { ...JO, nickname: 'Slide' } })] }));
    const card = await screen.findByRole('article', { name: 'Bach 7C' });
    expect(within(card).getByText('No Image')).toBeTruthy();
    expect(card.textContent).toContain('BorrowerSlide');
  });

  it('says "Failed to fetch loans" when the dashboard cannot be loaded', async () => {
    await renderLoans(() => {
      throw apiError('Boom', 'INTERNAL_SERVER_ERROR');
    });
    expect(await screen.findByText('Failed to fetch loans')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('approves a request and reloads the dashboard', async () => {
    let dashboard = dashboardFixture({ incoming: [loanFixture({ loan_id: 9 })] });
    const { calls } = await renderLoans(() => dashboard, {
      'loans.act': () => {
        const approved = loanFixture({ loan_id: 9, status: 'active' });
        dashboard = dashboardFixture({ current: [approved] });
        return approved;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Bach 7C' }));
    expect(await screen.findByRole('tab', { name: 'Lending (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Incoming Requests (0)' })).toBeTruthy();
    expect(calls.find((c) => c.path === 'loans.act')?.input).toEqual({ loan_id: 9, action: 'approve' });
  });

  it('says nothing when a loan step fails, but reloads the dashboard', async () => {
    const { calls } = await renderLoans(dashboardFixture({ incoming: [loanFixture()] }), {
      'loans.act': () => {
        throw apiError('This loan is not pending.', 'CONFLICT');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Refuse Bach 7C' }));
    await waitFor(() => expect(count(calls, 'loans.dashboard')).toBe(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('This loan is not pending.')).toBeNull();
  });

  it('marks the lent listing sold after asking', async () => {
    const { calls } = await renderLoans(
      dashboardFixture({ current: [loanFixture({ status: 'active', listing: { ...loanFixture().listing, status: 'loaned' } })] }),
      {
        'listings.setStatus': () => ({}),
      },
    );
    await chooseTab(await screen.findByRole('tab', { name: 'Lending (1)' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Mark as Sold Bach 7C' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to mark this listing as sold?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark as Sold' }));
    expect(await screen.findByText('Listing marked as sold!')).toBeTruthy();
    expect(calls.find((c) => c.path === 'listings.setStatus')?.input).toEqual({ listing_id: 5, status: 'sold' });
    await waitFor(() => expect(count(calls, 'loans.dashboard')).toBe(2));
  });

  it('messages the other party from a card: "Message sent!" and the field clears', async () => {
    const { calls } = await renderLoans(dashboardFixture({ incoming: [loanFixture()] }), {
      'messages.send': (input) => ({ message_id: 1, input }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Message Jo Bloggs about Bach 7C' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Jo Bloggs' });
    const field = within(dialog).getByRole('textbox', { name: 'Your Message' });
    expect(field.getAttribute('rows')).toBe('5');
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(isDisabled(send)).toBe(true);
    fireEvent.change(field, { target: { value: '   ' } });
    expect(isDisabled(send)).toBe(true);
    fireEvent.change(field, { target: { value: ' When can I pick it up? ' } });
    fireEvent.click(send);
    expect(await screen.findByText('Message sent!')).toBeTruthy();
    expect(calls.find((c) => c.path === 'messages.send')?.input).toEqual({ to_user_id: JO.user_id, content: 'When can I pick it up?', listing_id: 5 });

    fireEvent.click(screen.getByRole('button', { name: 'Message Jo Bloggs about Bach 7C' }));
    const again = await screen.findByRole('dialog', { name: 'Message Jo Bloggs' });
    expect(within(again).getByRole('textbox', { name: 'Your Message' })).toHaveProperty('value', '');
  });

  it('says "Failed to send message" and keeps the text when sending fails', async () => {
    await renderLoans(dashboardFixture({ incoming: [loanFixture()] }), {
      'messages.send': () => {
        throw apiError('Nope', 'INTERNAL_SERVER_ERROR');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Message Jo Bloggs about Bach 7C' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Jo Bloggs' });
    const field = within(dialog).getByRole('textbox', { name: 'Your Message' });
    fireEvent.change(field, { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to send message');
    expect(field).toHaveProperty('value', 'Hello');
  });

  it('shows a new request live when the other party asks (a loan notification)', async () => {
    let dashboard = dashboardFixture();
    const { events } = await renderAppWithEvents('/loans', { 'auth.viewer': viewer, 'loans.dashboard': () => dashboard });
    expect(await screen.findByRole('tab', { name: 'Incoming Requests (0)' })).toBeTruthy();
    await waitFor(() => expect(events.subscriberCount()).toBe(1));

    dashboard = dashboardFixture({ incoming: [loanFixture()] });
    events.emit({
      id: '3',
      data: {
        type: 'notification',
        id: 3,
        kind: 'loan',
        read: false,
        message: 'Loan request for Bach 7C (Trumpet).',
        from_user: JO,
        created_at: new Date().toISOString(),
      },
    });
    expect(await screen.findByRole('tab', { name: 'Incoming Requests (1)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Approve Bach 7C' })).toBeTruthy();
  });

  it('reloads live on a message about a listing (a loan step’s auto message), not on a general one', async () => {
    const { events, calls } = await renderAppWithEvents('/loans', { 'auth.viewer': viewer, 'loans.dashboard': () => dashboardFixture() });
    expect(await screen.findByRole('tab', { name: 'Incoming Requests (0)' })).toBeTruthy();
    await waitFor(() => expect(events.subscriberCount()).toBe(1));
    // The page's fetch, and the reload every (re)start of the subscription makes.
    await waitFor(() => expect(count(calls, 'loans.dashboard')).toBe(2));

    events.emit({ type: 'new_message', message: message({ listing_id: null }), from_user: PEOPLE.JO });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count(calls, 'loans.dashboard')).toBe(2);
    events.emit({ type: 'new_message', message: message({ message_id: 2, listing_id: 5 }), from_user: PEOPLE.JO });
    await waitFor(() => expect(count(calls, 'loans.dashboard')).toBe(3));
  });
});
