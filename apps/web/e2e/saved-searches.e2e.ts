import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { header, visible, waitForPath } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';
import { bell, LIVE_MS, markWindow, stillSameWindow, watchRealtime } from './messages-fixtures';

const e2e = useE2E();

/** A Bach 7C trumpet mouthpiece: what a search for sizes like a Bach 7C finds. */
const BACH_7C = { instrument_type: 'Trumpet', brand: 'Bach', model: '7C', size: '7C' };

/** Opens the bell's menu and returns it. */
async function openBell(page: Page) {
  await header(page)
    .getByRole('button', { name: /^Notifications/ })
    .click();
  return visible(page.getByRole('menu', { name: 'Notifications' }));
}

describe('Saved searches', () => {
  it('saves a browse search, alerts the member live when a new listing matches, renames and deletes it', async () => {
    const buyer = await createSeller(e2e, { nickname: 'Tromba' });
    const seller = await createSeller(e2e, { nickname: 'Slide' });
    await createListing(seller, { ...BACH_7C, price: 150 });

    // The buyer browses for sizes like a Bach 7C and saves that search.
    const { page } = e2e;
    const channel = watchRealtime(page);
    await signInBrowser(e2e, buyer.member);
    await page.goto('/listings?like=Bach%207C');
    await visible(page.getByRole('article').first());
    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Save search' }));
    const name = dialog.getByLabel('Name');
    expect(await name.inputValue()).toBe('like Bach 7C');
    await name.fill('');
    await visible(dialog.getByText('Name is required.'));
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await name.fill('My 7C');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Search saved. We’ll tell you when a new listing matches.'));
    await dialog.waitFor({ state: 'detached' });

    // In place of the button: the saved name and the way to Saved searches.
    const note = await visible(page.getByRole('status').filter({ hasText: 'Saved as “My 7C”.' }));
    await note.getByRole('link', { name: 'Saved searches' }).click();
    await waitForPath(page, '/searches');
    const card = await visible(page.getByRole('article', { name: 'My 7C' }));
    await visible(card.getByText('like Bach 7C', { exact: true }));
    await visible(card.getByText('No alerts yet'));
    expect(await card.getByRole('switch', { name: 'Alerts for My 7C' }).getAttribute('aria-checked')).toBe('true');
    await channel.started();
    await markWindow(page);

    // Another member lists a matching mouthpiece: the bell rings without a reload.
    await createListing(seller, { ...BACH_7C, model: '7C', price: 95 });
    await visible(bell(page, 1), LIVE_MS);
    await visible(card.getByText(/^1 alert, latest/), LIVE_MS);
    const menu = await openBell(page);
    await menu.getByRole('menuitem', { name: /^Unread: New listing for "My 7C": Bach 7C/ }).click();
    await waitForPath(page, '/searches');
    await visible(bell(page, 0));
    expect(await stillSameWindow(page)).toBe(true);

    // Open shows the search's results.
    await card.getByRole('link', { name: 'Open My 7C' }).click();
    await waitForPath(page, '/listings');
    expect(new URL(page.url()).searchParams.get('like')).toBe('Bach 7C');
    await visible(page.getByRole('status').filter({ hasText: 'Saved as “My 7C”.' }));
    await page.goBack();
    await waitForPath(page, '/searches');

    // Rename.
    await page.getByRole('button', { name: 'Rename My 7C' }).click();
    const rename = await visible(page.getByRole('dialog', { name: 'Rename saved search' }));
    expect(await rename.getByLabel('Name').inputValue()).toBe('My 7C');
    await rename.getByLabel('Name').fill('Bach 7C alerts');
    await rename.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByText('Saved search renamed.'));
    await visible(page.getByRole('article', { name: 'Bach 7C alerts' }));
    expect(await page.getByRole('article', { name: 'My 7C' }).count()).toBe(0);

    // Delete, after confirming.
    await page.getByRole('button', { name: 'Delete Bach 7C alerts' }).click();
    const confirm = await visible(page.getByRole('alertdialog', { name: 'Delete saved search' }));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Saved search deleted.'));
    await visible(page.getByText('No saved searches yet. Browse listings, set filters, and choose Save search.'));
    expect((await buyer.api.searches.list.query()).searches).toEqual([]);

    expect(e2e.session.errors).toEqual([]);
  });

  it('sends no alert for a search whose alerts are switched off', async () => {
    const buyer = await createSeller(e2e, { nickname: 'Tromba' });
    const seller = await createSeller(e2e, { nickname: 'Slide' });
    await buyer.api.searches.create.mutate({ name: 'Quiet 7C', query: 'like=Bach+7C' });
    await buyer.api.searches.create.mutate({ name: 'Any Yamaha', query: 'brand=Yamaha' });

    // The member finds Saved searches in the account menu and turns one search's alerts off.
    const { page } = e2e;
    const channel = watchRealtime(page);
    await signInBrowser(e2e, buyer.member);
    await page.goto('/');
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Saved searches' }).click();
    await waitForPath(page, '/searches');
    const toggle = await visible(page.getByRole('switch', { name: 'Alerts for Quiet 7C' }));
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await visible(page.getByText('Alerts off for “Quiet 7C”.'));
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await expect
      .poll(async () => (await buyer.api.searches.list.query()).searches.map((s) => [s.name, s.alerts]))
      .toEqual([
        ['Quiet 7C', false],
        ['Any Yamaha', true],
      ]);
    await channel.started();

    // A 7C comes up (no alert), then a Yamaha (an alert): once the second has arrived, the first
    // would have too.
    await createListing(seller, BACH_7C);
    await createListing(seller, { instrument_type: 'Trumpet', brand: 'Yamaha', model: '14B4', size: '14B4' });
    await visible(bell(page, 1), LIVE_MS);
    const menu = await openBell(page);
    const entries = await menu.getByRole('menuitem').allTextContents();
    expect(entries.slice(1).map((text) => text.replace(/, [^,]+$/, ''))).toEqual(['Unread: New listing for "Any Yamaha": Yamaha 14B4']);
    await page.keyboard.press('Escape');
    const [quiet, yamaha] = (await buyer.api.searches.list.query()).searches;
    expect([quiet?.alert_count, yamaha?.alert_count]).toEqual([0, 1]);
    await visible(page.getByRole('article', { name: 'Any Yamaha' }).getByText(/^1 alert, latest/), LIVE_MS);

    expect(e2e.session.errors).toEqual([]);
  });
});
