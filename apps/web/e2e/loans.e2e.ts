import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, type PageSession } from './harness/browser';
import type { E2E } from './harness/env';
import { useE2E } from './harness/env';
import { signInBrowser, type MemberDetails } from './harness/members';
import { visible } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';

const e2e = useE2E();

/** Real-time delivery between two browsers on a busy two-core machine: generous, never timed. */
const LIVE_MS = 20_000;

/** A second browser context (own cookies), signed in as `member`; the test closes it. */
async function secondBrowser(env: E2E, member: Pick<MemberDetails, 'email' | 'password'>): Promise<PageSession> {
  const session = await openPage(env.browser, env.server.baseUrl);
  const { token } = await env.api.auth.login.mutate({ email: member.email, password: member.password });
  await session.context.addCookies([{ name: 'session', value: token, url: env.server.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
  return session;
}

const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');

/** The four auto messages of the loan (api §5.3), oldest first. */
const AUTO_MESSAGES = [
  'Loan request for Bach Loaner (Trumpet).',
  'Your loan request for Bach Loaner has been approved.',
  'I have returned Bach Loaner. Please confirm once you have received it.',
  'Return of Bach Loaner confirmed. Thank you!',
];

/** Opens the inbox thread with `other` and checks every auto message is in it. */
async function seeAutoMessages(page: Page, other: string) {
  await page.goto('/messages');
  const conversations = await visible(page.getByRole('list', { name: 'Conversations' }));
  await conversations.getByRole('link', { name: new RegExp(other) }).click();
  await visible(page.getByRole('heading', { level: 1, name: `Conversation with ${other}` }));
  for (const text of AUTO_MESSAGES) await visible(page.getByText(text, { exact: false }));
}

describe('Loans: request, approve, return, confirm', () => {
  it('runs a loan from the listing page to History, live on the lender’s open Loans page', async () => {
    const lender = await createSeller(e2e, { nickname: 'Lender Lou' });
    const borrower = await createSeller(e2e, { nickname: 'Borrower Bo' });
    const listing = await createListing(lender, { brand: 'Bach', model: 'Loaner', open_to_loan: true });

    // The lender's Loans page, left open for the whole test.
    const lenderPage = e2e.page;
    await signInBrowser(e2e, lender.member);
    await lenderPage.goto('/loans');
    await visible(lenderPage.getByRole('heading', { level: 1, name: 'Loans' }));
    await visible(tab(lenderPage, 'Incoming Requests (0)'));
    expect(await panel(lenderPage).textContent()).toBe('No incoming loan requests.');

    const borrowerSession = await secondBrowser(e2e, borrower.member);
    const borrowerPage = borrowerSession.page;
    try {
      // The borrower asks from the listing page; the dialog checks the date first.
      await borrowerPage.goto(`/listings/${listing.listing_id}`);
      await visible(borrowerPage.getByRole('heading', { level: 1, name: 'Bach Loaner' }));
      await borrowerPage.getByRole('button', { name: 'Request Loan' }).click();
      const dialog = await visible(borrowerPage.getByRole('dialog', { name: 'Request Loan' }));
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await visible(dialog.getByText('Please select an expected return date'));
      const returnDate = dialog.getByLabel('Expected return date');
      const tomorrow = await returnDate.getAttribute('min');
      expect(tomorrow).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await returnDate.fill(tomorrow ?? '');
      await dialog.getByLabel(/^Notes/).fill('For the Saturday gig');
      await dialog.getByRole('button', { name: 'Send Request' }).click();
      await visible(borrowerPage.getByText('Loan request sent!'));
      await dialog.waitFor({ state: 'detached' });

      // The lender's page shows the request without a reload, and the lender approves it.
      await visible(tab(lenderPage, 'Incoming Requests (1)'), LIVE_MS);
      const request = await visible(panel(lenderPage).getByRole('article', { name: 'Bach Loaner' }));
      await visible(request.getByText('Borrower Bo'));
      await request.getByRole('button', { name: 'Approve Bach Loaner' }).click();
      await visible(tab(lenderPage, 'Lending (1)'));
      await visible(tab(lenderPage, 'Incoming Requests (0)'));

      // The listing is on loan now: no more requests.
      await borrowerPage.goto(`/listings/${listing.listing_id}`);
      await visible(borrowerPage.getByText('On loan', { exact: true }));
      expect(await borrowerPage.getByRole('button', { name: 'Request Loan' }).count()).toBe(0);

      // The borrower marks it returned, and waits for the lender.
      await borrowerPage.goto('/loans');
      await tab(borrowerPage, 'Borrowing (1)').click();
      const borrowed = await visible(panel(borrowerPage).getByRole('article', { name: 'Bach Loaner' }));
      await visible(borrowed.getByText('Lender Lou'));
      await borrowed.getByRole('button', { name: 'Mark Returned Bach Loaner' }).click();
      await visible(borrowed.getByText('Waiting for lender to confirm return.'));
      expect(await borrowed.getByRole('button', { name: /^Mark Returned/ }).count()).toBe(0);

      // The lender confirms (the card has caught up live), and the loan moves to History.
      await tab(lenderPage, 'Lending (1)').click();
      const lent = panel(lenderPage).getByRole('article', { name: 'Bach Loaner' });
      await visible(lent.getByRole('button', { name: 'Confirm Returned Bach Loaner' }), LIVE_MS);
      await lent.getByRole('button', { name: 'Confirm Returned Bach Loaner' }).click();
      await visible(tab(lenderPage, 'History (1)'));
      await visible(tab(lenderPage, 'Lending (0)'));
      await tab(lenderPage, 'History (1)').click();
      const done = await visible(panel(lenderPage).getByRole('article', { name: 'Bach Loaner' }));
      await visible(done.getByText('Status: Returned'));
      await visible(done.getByText('Returned on'));

      // The borrower's page follows live too.
      await visible(tab(borrowerPage, 'History (1)'), LIVE_MS);
      await visible(tab(borrowerPage, 'Borrowing (0)'));

      // Both inboxes hold the loan's auto messages, in the thread about the listing.
      await seeAutoMessages(lenderPage, 'Borrower Bo');
      await seeAutoMessages(borrowerPage, 'Lender Lou');

      expect(e2e.session.errors).toEqual([]);
      expect(borrowerSession.errors).toEqual([]);
    } finally {
      await borrowerSession.context.close().catch(() => {});
    }
  });
});

/** The focused element's outline: the visible focus ring of src/ui/global.css.ts. */
function focusOutline(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element ? getComputedStyle(element).outlineStyle : 'none';
  });
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('Loans from the keyboard', () => {
  it('requests a loan and approves it without a mouse, with a visible focus ring', async () => {
    const { page } = e2e;
    const lender = await createSeller(e2e, { nickname: 'Keys Lender' });
    const borrower = await createSeller(e2e, { nickname: 'Keys Borrower' });
    const listing = await createListing(lender, { brand: 'Bach', model: 'Keyboard', open_to_loan: true });

    await signInBrowser(e2e, borrower.member);
    await page.goto(`/listings/${listing.listing_id}`);
    const requestButton = await visible(page.getByRole('button', { name: 'Request Loan' }));
    await requestButton.focus();
    await page.keyboard.press('Enter');
    const dialog = await visible(page.getByRole('dialog', { name: 'Request Loan' }));
    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('Request Loan');

    await page.keyboard.press('Enter');
    const again = await visible(page.getByRole('dialog', { name: 'Request Loan' }));
    const returnDate = again.getByLabel('Expected return date');
    await returnDate.fill((await returnDate.getAttribute('min')) ?? '');
    await returnDate.press('Enter');
    await visible(page.getByText('Loan request sent!'));

    // The lender moves between tabs with the arrow keys and approves with Enter.
    await e2e.session.context.clearCookies();
    await signInBrowser(e2e, lender.member);
    await page.goto('/loans');
    const incoming = await visible(tab(page, 'Incoming Requests (1)'));
    await incoming.focus();
    expect(await focusOutline(page)).not.toBe('none');
    await page.keyboard.press('ArrowRight');
    await visible(tab(page, 'Outgoing Requests (0)').and(page.locator('[aria-selected="true"]')));
    await page.keyboard.press('ArrowLeft');
    await visible(tab(page, 'Incoming Requests (1)').and(page.locator('[aria-selected="true"]')));

    const approve = panel(page).getByRole('button', { name: 'Approve Bach Keyboard' });
    for (let i = 0; i < 5 && !(await approve.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    expect(await approve.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await focusOutline(page)).not.toBe('none');
    await page.keyboard.press('Enter');
    await visible(tab(page, 'Lending (1)'));
    expect(e2e.session.errors).toEqual([]);
  });
});
