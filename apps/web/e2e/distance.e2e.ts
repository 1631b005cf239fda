import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { createVerifiedMember, signInBrowser } from './harness/members';
import { visible } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';

const e2e = useE2E();

const results = (page: Page) => page.getByRole('region', { name: /Latest Listings|Listings/ });
const titles = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();

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
    // The router writes a postcode as a JSON string ("3220"), as it does any text that reads as a number.
    await page.waitForURL((url) => url.searchParams.get('within_km') === '100' && url.searchParams.get('near')?.replaceAll('"', '') === '3220');
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
});
