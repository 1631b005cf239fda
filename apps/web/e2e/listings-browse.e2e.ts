import { present } from '@mpx/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './harness/browser';
import { useE2E } from './harness/env';
import { header, visible } from './harness/page';
import { createListing, createSeller, pngDataUrl, RED } from './listings-fixtures';

const e2e = useE2E({ serverEnv: { MAX_ACTIVE_LISTINGS: '100' } });

const results = (page: Page) => page.getByRole('region', { name: /Latest Listings|Listings/ });
const titles = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();
const search = (page: Page) => new URL(page.url()).searchParams;
/** The filter inputs follow the URL (Back, a shared link) right after the results do. */
const waitForValue = (page: Page, label: string, value: string) =>
  page.waitForFunction(
    ([l, v]) => [...document.querySelectorAll('label')].some((el) => el.textContent === l && el.control instanceof HTMLInputElement && el.control.value === v),
    [label, value] as const,
  );

describe('Listings: browse, filter, page', () => {
  it('applies filters after a pause, keeps them in the URL, and Back restores the previous ones', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    await createListing(seller, { brand: 'Bach', model: '3C', price: 90 });
    await createListing(seller, { brand: 'Bach', model: '1.5C', price: 160 });
    await createListing(seller, { brand: 'Yamaha', model: '14B4', price: 70 });
    await page.goto('/');
    await visible(page.getByText('Showing 1 - 3 of 3 listings'));

    await page.getByLabel('Brand').fill('Bach');
    await page.waitForURL((url) => url.searchParams.get('brand') === 'Bach');
    await visible(page.getByText('Showing 1 - 2 of 2 listings'));
    expect((await titles(page)).sort()).toEqual(['Bach 1.5C', 'Bach 3C']);

    await page.getByLabel('Min price').fill('100');
    await page.waitForURL((url) => url.searchParams.get('price_min') === '100');
    await visible(page.getByText('Showing 1 - 1 of 1 listings'));
    expect(await titles(page)).toEqual(['Bach 1.5C']);

    // A shared link opens the same view.
    const shared = page.url();

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('price_min') && url.searchParams.get('brand') === 'Bach');
    await visible(page.getByText('Showing 1 - 2 of 2 listings'));
    await waitForValue(page, 'Min price', '');
    await waitForValue(page, 'Brand', 'Bach');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('brand'));
    await visible(page.getByText('Showing 1 - 3 of 3 listings'));
    await waitForValue(page, 'Brand', '');

    await page.goto(shared);
    await visible(page.getByText('Showing 1 - 1 of 1 listings'));
    await waitForValue(page, 'Min price', '100');

    // Nothing matches: the empty state, then Reset brings everything back.
    await page.getByLabel('Brand').fill('Monette');
    await visible(page.getByText('No listings found'));
    await visible(page.getByText('Try adjusting your filters or check back later for new listings.'));
    await page.getByRole('button', { name: 'Reset' }).click();
    await visible(page.getByText('Showing 1 - 3 of 3 listings'));
    expect([...search(page).keys()]).toEqual([]);
    expect(e2e.session.errors).toEqual([]);
  });

  it('switches between grid and list layouts, and keeps the choice in the URL', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    await createListing(seller, { brand: 'Curry', model: '3BL' });
    await createListing(seller, { brand: 'Curry', model: '7S' });
    await page.goto('/listings');

    const card = page.getByRole('article').first();
    await visible(card);
    const grid = page.getByRole('radio', { name: 'Grid view' });
    expect(await grid.getAttribute('aria-checked')).toBe('true');
    const gridWidth = present(await card.boundingBox(), 'the card’s box').width;
    expect(await page.locator('[data-view="grid"]').count()).toBe(1);

    await page.getByRole('radio', { name: 'List view' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'list');
    await visible(page.locator('[data-view="list"]'));
    const listWidth = present(await card.boundingBox(), 'the card’s box').width;
    // Four columns at 1280 px against one full-width row.
    expect(listWidth).toBeGreaterThan(gridWidth * 3);

    await page.reload();
    await visible(page.locator('[data-view="list"]'));
    expect(await page.getByRole('radio', { name: 'List view' }).getAttribute('aria-checked')).toBe('true');

    await page.goBack();
    await visible(page.locator('[data-view="grid"]'));
  });

  it('pages through the home page and loads more on /listings as you scroll', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    for (let i = 1; i <= 26; i++) await createListing(seller, { brand: 'Getzen', model: `Model ${String(i).padStart(2, '0')}` });

    // The server draws the pager as links, which work before the app hydrates: here it never does.
    const bare = await e2e.browser.newContext({ javaScriptEnabled: false, baseURL: e2e.server.baseUrl });
    try {
      const unhydrated = await bare.newPage();
      await unhydrated.goto('/');
      const next = unhydrated.getByRole('navigation', { name: 'Listing pages' }).getByRole('link', { name: 'Next page' });
      expect(await next.getAttribute('href')).toBe('/?page=2');
      await next.click();
      await unhydrated.waitForURL((url) => url.searchParams.get('page') === '2');
      await visible(unhydrated.getByText('Showing 25 - 26 of 26 listings'));
      expect(await titles(unhydrated)).toEqual(['Getzen Model 02', 'Getzen Model 01']);
    } finally {
      await bare.close();
    }

    // Clicked as soon as the server's page shows, hydrated or not.
    await page.goto('/');
    await visible(page.getByText('Showing 1 - 24 of 26 listings'));
    const pager = page.getByRole('navigation', { name: 'Listing pages' });
    expect(await pager.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    // By keyboard: bringing the pager into view draws the cards above it at their real height
    // (content-visibility), which can move it between a pointer's press and release (docs/performance.md).
    await pager.getByRole('link', { name: 'Next page' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await visible(page.getByText('Showing 25 - 26 of 26 listings'));
    expect(await titles(page)).toEqual(['Getzen Model 02', 'Getzen Model 01']);
    await pager.getByRole('link', { name: 'Previous page' }).click();
    await visible(page.getByText('Showing 1 - 24 of 26 listings'));

    await page.goto('/listings');
    await visible(page.getByText('Showing 1 - 24 of 26 listings'));
    await page.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
    await visible(page.getByText('Showing 1 - 26 of 26 listings'));
    expect(await page.getByRole('article').count()).toBe(26);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it('folds the filters behind a Filters button with a count on phones', async () => {
    const { page } = e2e;
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/?brand=Bach&location_state=VIC');
    const toggle = await visible(page.getByRole('button', { name: 'Filters (2 active)' }));
    expect(await page.getByLabel('Brand').isVisible()).toBe(false);
    await toggle.click();
    await visible(page.getByLabel('Brand'));
    expect(await page.getByLabel('Brand').inputValue()).toBe('Bach');
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  });

  it('shows listings on the first phone screen, two cards to a row', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    for (const model of ['6BS', '4AL', '12C', '5G']) {
      await createListing(seller, {
        brand: 'Denis Wick',
        model,
        instrument_type: 'Tenor Trombone',
        description: 'Classic British sound, some plating wear on the rim.',
      });
    }
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await visible(page.getByText('Showing 1 - 4 of 4 listings'));
    const cards = page.getByRole('article');
    const first = present(await cards.nth(0).boundingBox(), 'the first card’s box');
    const second = present(await cards.nth(1).boundingBox(), 'the second card’s box');
    // The whole first card is on the first screen, without scrolling.
    expect(first.y).toBeGreaterThanOrEqual(0);
    expect(first.y + first.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
    // Two cards share the row.
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  });

  it('shows skeleton cards while the list loads, then fades each photo in over its tint', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    await createListing(seller, { brand: 'Schilke', model: '14A4a', photos: [pngDataUrl(RED)] });
    // Hold the list's answer to see the loading state a slow connection shows.
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/trpc\/[^?]*listings\.list/, async (route) => {
      await answered;
      await route.continue();
    });
    // A page loaded directly carries its listings (ADR 016): the list loads when the app navigates.
    await page.goto('/about');
    await header(page)
      .getByRole('link', { name: /Mouthpiece Exchange/ })
      .click();
    const loading = await visible(page.getByRole('status').filter({ hasText: 'Loading listings...' }));
    expect(await loading.locator('li').count()).toBe(8);
    expect(await page.getByRole('article').count()).toBe(0);

    release();
    const photo = (await visible(page.getByRole('article'))).locator('img');
    await photo.and(page.locator('[data-loaded="true"]')).waitFor();
    // Fully shown once the fade is over; the fade is a transition, which reduced motion turns off.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('article img') ?? document.body).opacity === '1');
    const fadeSeconds = async () => parseFloat(await photo.evaluate((img) => getComputedStyle(img).transitionDuration));
    expect(await fadeSeconds()).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await fadeSeconds()).toBeLessThan(0.001);
    expect(e2e.session.errors).toEqual([]);
  });

  it('goes back from a listing to the results it was opened from, or to Browse Listings', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    await createListing(seller, { brand: 'Bach', model: '3C', price: 90 });
    await createListing(seller, { brand: 'Bach', model: '1.5C', price: 160 });
    const other = await createListing(seller, { brand: 'Yamaha', model: '14B4', price: 70 });
    await page.goto('/?brand=Bach&sort=price_desc');
    await visible(page.getByText('Showing 1 - 2 of 2 listings'));
    await results(page).getByRole('link', { name: 'Bach 3C', exact: true }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Bach 3C' }));

    await page.getByRole('link', { name: 'Back to results' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('brand') === 'Bach' && url.searchParams.get('sort') === 'price_desc');
    await visible(page.getByText('Showing 1 - 2 of 2 listings'));
    expect(await titles(page)).toEqual(['Bach 1.5C', 'Bach 3C']);
    await waitForValue(page, 'Brand', 'Bach');

    // Opened from a shared link: back to Browse Listings.
    await page.goto(`/listings/${other.listing_id}`);
    await page.getByRole('link', { name: 'Back to results' }).click();
    await page.waitForURL((url) => url.pathname === '/listings');
    await visible(page.getByRole('heading', { level: 1, name: 'Browse Listings' }));
  });
});
