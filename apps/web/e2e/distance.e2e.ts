import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { watchRootRemovals } from './harness/hydration';
import { createVerifiedMember, signInBrowser } from './harness/members';
import { visible, waitForPath } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';

const e2e = useE2E();

const results = (page: Page) => page.getByRole('region', { name: /Latest Listings|Listings/ });
const titles = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();
const nearField = (page: Page) => page.getByRole('textbox', { name: 'Near' });
/** The postcode the browser remembers for a guest (product §17), or undefined. */
const nearCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'mpx_near')?.value;

async function applyNear(page: Page, postcode: string) {
  await nearField(page).fill(postcode);
  await nearField(page).press('Enter');
}

describe('Near me: distances from postcodes (product §17)', () => {
  it('a buyer in Geelong finds what is within 100 km, nearest first, with how far each is', async () => {
    const { page } = e2e;
    const melbourne = await createSeller(e2e, { location_state: 'VIC', location_postcode: '3000' });
    const boxHill = await createSeller(e2e, { location_state: 'VIC', location_postcode: '3128' });
    const sydney = await createSeller(e2e, { location_state: 'NSW', location_postcode: '2000' });
    const geelong = await createSeller(e2e, { location_state: 'VIC', location_postcode: '3220' });
    await createListing(melbourne, { brand: 'Kanstul', model: 'Melbourne 1' });
    await createListing(geelong, { brand: 'Kanstul', model: 'Geelong 1' });
    await createListing(boxHill, { brand: 'Kanstul', model: 'Box Hill 1' });
    await createListing(sydney, { brand: 'Kanstul', model: 'Sydney 1' });

    const buyer = await createVerifiedMember(e2e, { location_state: 'VIC', location_postcode: '3220' });
    await signInBrowser(e2e, buyer);
    await page.goto('/?brand=Kanstul');
    await visible(page.getByText('Showing 1 - 4 of 4 listings'));
    // "Near" is the buyer's own postcode, and every card says how far it is from there.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('label')].some((l) => l.textContent === 'Near' && l.control instanceof HTMLInputElement && l.control.value === '3220'),
    );
    await visible(results(page).getByText('Box Hill VIC · about 77 km away'));

    await page.getByRole('combobox', { name: 'Distance' }).click();
    await page.getByRole('option', { name: 'Within 100 km' }).click();
    // The URL spells the postcode as the API does (near=3220), not as a JSON string.
    await page.waitForURL((url) => url.searchParams.get('within_km') === '100' && url.searchParams.get('near') === '3220');
    await visible(page.getByText('Showing 1 - 3 of 3 listings'));

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Nearest first' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'distance');
    await page.waitForFunction(() => document.querySelector('h3')?.textContent === 'Kanstul Geelong 1');
    expect(await titles(page)).toEqual(['Kanstul Geelong 1', 'Kanstul Melbourne 1', 'Kanstul Box Hill 1']);
    await visible(results(page).getByText('Geelong VIC · about 0 km away'));
    await visible(results(page).getByText('Melbourne VIC · about 68 km away'));

    // The listing page says the same.
    await results(page).getByRole('link', { name: 'Kanstul Box Hill 1' }).click();
    await visible(page.getByText('Box Hill VIC · about 77 km away', { exact: false }));
  });

  it('shows the suburb of a postcode while registering, and warns when it is in another state', async () => {
    const { page } = e2e;
    await page.goto('/register');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Victoria (VIC)' }).click();
    await page.getByLabel('Postcode').fill('3128');
    await visible(page.getByText('3128: Box Hill, VIC'));
    await page.getByLabel('Postcode').fill('2000');
    await visible(page.getByText('2000 is in NSW, not VIC.'));
  });

  it('a guest who types an unknown postcode sees that search refused, and it is not remembered', async () => {
    const { page } = e2e;
    const boxHill = await createSeller(e2e, { location_state: 'VIC', location_postcode: '3128' });
    await createListing(boxHill, { brand: 'Kanstul', model: 'Box Hill 1' });
    await page.goto('/');
    await visible(results(page).getByRole('heading', { name: 'Kanstul Box Hill 1' }));

    await applyNear(page, '0001');
    await visible(page.getByText('Unknown postcode.'));
    expect(await nearCookie(page)).toBeUndefined();

    // Every other page still lists, in the app and drawn afresh by the server.
    await page.getByRole('link', { name: 'Browse all listings' }).click();
    await waitForPath(page, '/listings');
    await visible(results(page).getByRole('heading', { name: 'Kanstul Box Hill 1' }));
    await page.reload();
    await visible(results(page).getByRole('heading', { name: 'Kanstul Box Hill 1' }));
    expect(await page.getByText('Unknown postcode.').count()).toBe(0);
  });

  it('drops a remembered postcode that is no longer known, on the first paint and in the app', async () => {
    const { page, session } = e2e;
    const boxHill = await createSeller(e2e, { location_state: 'VIC', location_postcode: '3128' });
    await createListing(boxHill, { brand: 'Kanstul', model: 'Box Hill 1' });
    const removals = await watchRootRemovals(page);

    // The server draws the page without it, deletes it, and the app hydrates what it drew.
    await page.context().addCookies([{ name: 'mpx_near', value: '0001', url: e2e.server.baseUrl }]);
    await page.goto('/listings');
    await visible(results(page).getByText('Box Hill VIC', { exact: true }));
    expect(await page.locator('#root').getAttribute('data-drawn-at')).not.toBeNull();
    await expect.poll(() => page.evaluate('typeof window.__TSR_ROUTER__')).toBe('object');
    expect(await removals()).toBe(0);
    expect(await nearCookie(page)).toBeUndefined();
    expect(session.errors).toEqual([]);

    // One that goes stale while the app runs: the browse it breaks is asked again without it.
    await page.goto('/');
    await expect.poll(() => page.evaluate('typeof window.__TSR_ROUTER__')).toBe('object');
    await page.evaluate(() => {
      document.cookie = 'mpx_near=0001; path=/';
    });
    await page.getByRole('link', { name: 'Browse all listings' }).click();
    await waitForPath(page, '/listings');
    await visible(results(page).getByRole('heading', { name: 'Kanstul Box Hill 1' }));
    await expect.poll(() => nearCookie(page)).toBeUndefined();
    expect(await page.getByText('Unknown postcode.').count()).toBe(0);
    expect(await nearField(page).inputValue()).toBe('');
  });

  it('remembers a known postcode a guest types, writes near=3000 in the URL, and forgets it when emptied or on Reset', async () => {
    const { page } = e2e;
    const boxHill = await createSeller(e2e, { location_state: 'VIC', location_postcode: '3128' });
    await createListing(boxHill, { brand: 'Kanstul', model: 'Box Hill 1' });
    await page.goto('/listings');
    await visible(results(page).getByText('Box Hill VIC', { exact: true }));

    await applyNear(page, '3000');
    await page.waitForURL((url) => url.search === '?near=3000');
    await visible(results(page).getByText('Box Hill VIC · about 12 km away'));
    await expect.poll(() => nearCookie(page)).toBe('3000');
    // Remembered: a page without it in the URL measures from it, from the server's first paint.
    await page.goto('/listings');
    await visible(results(page).getByText('Box Hill VIC · about 12 km away'));
    expect(await nearField(page).inputValue()).toBe('3000');

    // Emptied and applied: forgotten.
    await applyNear(page, '');
    await expect.poll(() => nearCookie(page)).toBeUndefined();
    await visible(results(page).getByText('Box Hill VIC', { exact: true }));

    // Typed again with a distance, then Reset: forgotten too.
    await applyNear(page, '3000');
    await expect.poll(() => nearCookie(page)).toBe('3000');
    await page.getByRole('combobox', { name: 'Distance' }).click();
    await page.getByRole('option', { name: 'Within 100 km' }).click();
    await page.waitForURL((url) => url.search === '?near=3000&within_km=100');
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => nearCookie(page)).toBeUndefined();
    await page.reload();
    await visible(results(page).getByText('Box Hill VIC', { exact: true }));
    expect(await nearField(page).inputValue()).toBe('');
  });

  it('still reads an older link that spells the postcode as a quoted string', async () => {
    const { page } = e2e;
    const melbourne = await createSeller(e2e, { location_state: 'VIC', location_postcode: '3000' });
    const geelong = await createSeller(e2e, { location_state: 'VIC', location_postcode: '3220' });
    await createListing(melbourne, { brand: 'Kanstul', model: 'Melbourne 1' });
    await createListing(geelong, { brand: 'Kanstul', model: 'Geelong 1' });

    const removals = await watchRootRemovals(page);
    await page.goto('/listings?near=%223000%22&within_km=10');
    await visible(results(page).getByText('Melbourne VIC · about 0 km away'));
    expect(await titles(page)).toEqual(['Kanstul Melbourne 1']);
    // The server read it as the app does: it drew the page, and the app took over what it drew.
    expect(await page.locator('#root').getAttribute('data-drawn-at')).not.toBeNull();
    await expect.poll(() => page.evaluate('typeof window.__TSR_ROUTER__')).toBe('object');
    expect(await removals()).toBe(0);
    // The next URL the app writes spells it as the API does.
    await page.getByRole('combobox', { name: 'Distance' }).click();
    await page.getByRole('option', { name: 'Within 100 km' }).click();
    await page.waitForURL((url) => url.search === '?near=3000&within_km=100');
    await visible(results(page).getByText('Geelong VIC · about 68 km away'));
  });
});
