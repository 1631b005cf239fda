import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { visible } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';
import { bell, LIVE_MS, markWindow, stillSameWindow, watchRealtime } from './messages-fixtures';

const e2e = useE2E();

/** Picks an option of a Radix Select by the field's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('Wanted board', () => {
  it('posts a wanted, tells the wanter live when a matching piece is listed nearby, and shows its seller who wants it', async () => {
    const wanter = await createSeller(e2e, { nickname: 'Tromba', location_state: 'VIC', location_postcode: '3000' });
    const seller = await createSeller(e2e, { nickname: 'Slide', location_state: 'VIC', location_postcode: '3128' });

    // A posts a wanted "Schilke 14" trumpet within 50 km of their postcode.
    const { page } = e2e;
    const channel = watchRealtime(page);
    await signInBrowser(e2e, wanter.member);
    await page.goto('/wanted');
    await visible(page.getByRole('heading', { level: 1, name: 'Wanted' }));
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Post a wanted' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Post a wanted' }));
    await choose(page, 'Instrument type', 'Trumpet');
    await dialog.getByLabel(/^Like/).fill('Schilke 14');
    expect(await dialog.getByLabel(/^Near/).inputValue()).toBe('3000');
    await choose(page, 'Distance', 'Within 50 km');
    await dialog.getByRole('button', { name: 'Post a wanted' }).click();
    await dialog.waitFor({ state: 'detached' });
    const mine = await visible(page.getByRole('region', { name: 'Your wanted posts' }));
    await visible(mine.getByRole('article', { name: /like Schilke 14/ }));
    await channel.started();
    await markWindow(page);

    // B lists a Schilke 14 nearby: A's bell rings without a reload.
    const listing = await createListing(seller, { instrument_type: 'Trumpet', brand: 'Schilke', model: '14', size: '14', price: 180 });
    await visible(bell(page, 1), LIVE_MS);
    expect(await stillSameWindow(page)).toBe(true);

    // B, on their own listing, sees who wants it and can message them.
    await signInBrowser(e2e, seller.member);
    await page.goto(`/listings/${listing.listing_id}`);
    const wanters = await visible(page.getByRole('region', { name: 'Members who want this' }));
    await visible(wanters.getByText('1 member wants this'));
    await visible(wanters.getByRole('button', { name: 'Message Tromba' }));
  });
});
