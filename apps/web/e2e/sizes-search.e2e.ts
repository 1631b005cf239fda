import { present } from '@mpx/shared';
import { describeDifference, pointOf, sizeTable, type SizePoint } from '@mpx/shared/sizes';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { visible } from './harness/page';
import { createFromForm, fillListingForm, openCreateListing } from './listing-form';
import { createListing, createSeller } from './listings-fixtures';

const e2e = useE2E();

/** A trumpet size as the curated table has it (the expectations follow the table's figures). */
function trumpetSize(brand: string, size: string): SizePoint {
  const reading = sizeTable.read({ brand, size, instrument_type: 'Trumpet' });
  if (reading.status !== 'decoded') throw new Error(`The size table does not decode ${brand} ${size} for a trumpet (${reading.status}).`);
  return present(pointOf(reading.entry), `the rim of ${brand} ${size}`);
}

const results = (page: Page) => page.getByRole('region', { name: /Latest Listings|Listings/ });
const titles = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();
const card = (scope: Page | Locator, title: string) => scope.getByRole('article').filter({ hasText: title });

describe('Mouthpiece sizes: decoding in the form, similar-size search', () => {
  // With the makers' published figures a Yamaha 11C4 (16.46 mm) is a measured neighbour of a
  // Bach 5C (16.25 mm), not one of its published equivalents.
  it('decodes Bach 5C as it is typed, then finds it and a Yamaha 11C4 from "like my 5C", in the URL and on the listing page', async () => {
    const { page } = e2e;
    const bach5c = trumpetSize('Bach', '5C');
    const yamahaDifference = describeDifference(bach5c, trumpetSize('Yamaha', '11C4'));

    // Another member's Yamaha 11C4 trumpet.
    const other = await createSeller(e2e, { first_name: 'Jo', last_name: 'Cornet' });
    await createListing(other, { instrument_type: 'Trumpet', brand: 'Yamaha', model: '11C4', size: '11C4', price: 90 });

    // A member lists a Bach 5C and sees what it means before saving.
    const seller = await createSeller(e2e);
    await signInBrowser(e2e, seller.member);
    await page.goto('/');
    const dialog = await openCreateListing(page);
    await fillListingForm(page, dialog, { instrument_type: 'Trumpet', brand: 'Bach', model: 'Stradivarius', size: '5C' });
    const size = dialog.getByLabel('Size');
    const line = await visible(dialog.getByText(/^Bach 5C: rim ≈ [\d.]+ mm/));
    // The line is the Size input's description, and a polite live region.
    const lineId = present(await line.evaluate((el) => el.closest('[id]')?.id), 'the line’s id');
    expect((await size.getAttribute('aria-describedby'))?.split(' ')).toContain(lineId);
    expect(await line.evaluate((el) => el.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite');
    await fillListingForm(page, dialog, { condition: 'Very Good', price: '120', description: 'Silver plated, a clean rim and a bright, centred sound.' });
    await createFromForm(page, dialog);
    const bachPage = page.url();
    await visible(page.getByRole('heading', { level: 1, name: 'Bach Stradivarius' }));

    // A buyer (a guest) types "like my 5C" in the search box.
    const buyer = await e2e.openSession();
    const shop = buyer.page;
    await shop.goto('/');
    await visible(shop.getByText('Showing 1 - 2 of 2 listings'));
    await shop.getByLabel('Search').fill('like my 5C');
    await shop.waitForURL((url) => url.searchParams.get('like') === 'Bach 5C' && !url.searchParams.has('q'));
    const check = async () => {
      // Bach 5C has published equivalents (Marcinkiewicz's and Reeves' comparisons): they come first.
      await visible(shop.getByText(/^Similar to Bach 5C \(rim ≈ [\d.]+ mm.*\), published equivalents first, then closest$/));
      await visible(shop.getByText('Showing 1 - 2 of 2 listings'));
      // Closest first: the same size, then the Yamaha with its difference.
      expect(await titles(shop)).toEqual(['Bach Stradivarius', 'Yamaha 11C4']);
      await visible(card(shop, 'Yamaha 11C4').getByText(yamahaDifference, { exact: true }));
      await visible(card(shop, 'Bach Stradivarius').getByText('Same size', { exact: true }));
      expect(await shop.getByLabel('Search').inputValue()).toBe('');
      expect(await shop.getByLabel('Similar to', { exact: true }).inputValue()).toBe('Bach 5C');
    };
    await check();

    // The URL carries it: a reload shows the same.
    const shared = shop.url();
    await shop.reload();
    expect(shop.url()).toBe(shared);
    await check();

    // The list view says it too.
    await shop.getByRole('radio', { name: 'List view' }).click();
    await visible(shop.locator('[data-view="list"]'));
    await visible(card(shop, 'Yamaha 11C4').getByText(yamahaDifference, { exact: true }));

    // The Bach listing's page offers the Yamaha under "Similar sizes".
    await shop.goto(bachPage);
    const similar = await visible(shop.getByRole('region', { name: 'Similar sizes' }));
    await visible(card(similar, 'Yamaha 11C4'));
    await visible(card(similar, 'Yamaha 11C4').getByText(yamahaDifference, { exact: true }));
    expect(await similar.getByRole('article').count()).toBe(1);

    expect(e2e.session.errors).toEqual([]);
    expect(buyer.errors).toEqual([]);
  });

  it('finds "like Bach 7C" by the makers’ own equivalents, each card saying why, and the listing page does the same', async () => {
    const bach7c = trumpetSize('Bach', '7C');
    const bach3cDifference = describeDifference(bach7c, trumpetSize('Bach', '3C'));
    const yamahaReason = 'Yamaha sells its 11C4 as the 11C4-7C';
    const wickReason = 'Denis Wick compares its 4B to a Bach 7C';

    const owner = await createSeller(e2e);
    const reference = await createListing(owner, { brand: 'Bach', model: 'Stradivarius', size: '7C' });
    const others = await createSeller(e2e, { first_name: 'Jo', last_name: 'Cornet' });
    await createListing(others, { brand: 'Yamaha', model: 'Standard 11C4', size: '11C4' });
    await createListing(others, { brand: 'Denis Wick', model: 'Classic 4B', size: '4B' });
    await createListing(others, { brand: 'Bach', model: 'Silver 3C', size: '3C' });
    // Too wide (Bach 1C), and a 7C of another family: neither is like a trumpet 7C.
    await createListing(others, { brand: 'Bach', model: 'Silver 1C', size: '1C' });
    await createListing(others, { instrument_type: 'Tenor Trombone', brand: 'Bach', model: 'Trombone 7C', size: '7C' });

    const { page } = e2e;
    await page.goto('/');
    await visible(page.getByText('Showing 1 - 6 of 6 listings'));
    await page.getByLabel('Search').fill('like Bach 7C');
    // Bach also makes a 7CW, so the box waits for more while typing; Enter applies it.
    await page.getByLabel('Search').press('Enter');
    await page.waitForURL((url) => url.searchParams.get('like') === 'Bach 7C' && !url.searchParams.has('q'));
    await visible(page.getByText(/^Similar to Bach 7C \(rim ≈ [\d.]+ mm, medium cup\), published equivalents first, then closest$/));
    await visible(page.getByText('Showing 1 - 4 of 4 listings'));
    const found = await titles(page);
    expect([...found].sort()).toEqual(['Bach Silver 3C', 'Bach Stradivarius', 'Denis Wick Classic 4B', 'Yamaha Standard 11C4']);
    // The size itself and its equivalents first, then the measured neighbour.
    expect(found.at(-1)).toBe('Bach Silver 3C');
    await visible(card(page, 'Yamaha Standard 11C4').getByText(yamahaReason, { exact: true }));
    await visible(card(page, 'Denis Wick Classic 4B').getByText(wickReason, { exact: true }));
    await visible(card(page, 'Bach Stradivarius').getByText('Same size', { exact: true }));
    await visible(card(page, 'Bach Silver 3C').getByText(bach3cDifference, { exact: true }));

    // Under the Bach 7C's own page, the same sizes with the same reasons, compared with "this listing".
    await page.goto(`/listings/${reference.listing_id}`);
    const similar = await visible(page.getByRole('region', { name: 'Similar sizes' }));
    await visible(card(similar, 'Yamaha Standard 11C4').getByText(yamahaReason, { exact: true }));
    await visible(card(similar, 'Denis Wick Classic 4B').getByText(wickReason, { exact: true }));
    await visible(card(similar, 'Bach Silver 3C').getByText(bach3cDifference, { exact: true }));
    expect(await similar.getByRole('article').count()).toBe(3);
    expect(await card(similar, 'Yamaha Standard 11C4').getByText('Size compared with this listing:').count()).toBe(1);

    expect(e2e.session.errors).toEqual([]);
  });

  it('narrows by a rim range under "Similar to", says it as "Rim 16.9–17.1 mm", and saves it in those words', async () => {
    const seller = await createSeller(e2e);
    // Rims from the makers' charts: Bach 1 1/2C 17.0 mm, Bach 7C 16.2; a cornet 1C of 17.0 too.
    await createListing(seller, { brand: 'Bach', model: 'Big Rim 1 1/2C', size: '1 1/2C' });
    await createListing(seller, { brand: 'Bach', model: 'Stradivarius', size: '7C' });
    await createListing(seller, { instrument_type: 'Cornet', brand: 'Bach', model: 'Cornet 1C', size: '1C' });
    const buyer = await createSeller(e2e, { first_name: 'Jo', last_name: 'Cornet' });

    const { page } = e2e;
    await signInBrowser(e2e, buyer.member);
    await page.goto('/listings?instrument_type=Trumpet');
    await visible(page.getByText('Showing 1 - 2 of 2 listings'));
    const bar = page.getByRole('search');
    await bar.getByLabel('Rim from (mm)').fill('16.9');
    await bar.getByLabel('Rim to (mm)').fill('17.1');
    await page.waitForURL((url) => url.searchParams.get('rim_min') === '16.9' && url.searchParams.get('rim_max') === '17.1');
    await visible(bar.getByText('Rim 16.9–17.1 mm', { exact: true }));
    await visible(page.getByText('Showing 1 - 1 of 1 listings'));
    expect(await titles(page)).toEqual(['Bach Big Rim 1 1/2C']);

    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Save search' }));
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Trumpet · rim 16.9–17.1 mm');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Saved as “Trumpet · rim 16.9–17.1 mm”.' }));

    // A rim the filter does not take says why, under the range.
    await bar.getByLabel('Rim to (mm)').fill('16.85');
    await visible(bar.getByText('A rim is 10.0 to 40.0 mm, with one decimal at most.', { exact: true }));
    expect(e2e.session.errors).toEqual([]);
  });

  it('narrows by a cup chosen from the keyboard under the rim range, and saves it as "deep cup"', async () => {
    const seller = await createSeller(e2e);
    // Cups from the makers' charts: Bach's 5G deep, its 6 1/2AL medium deep; Doug Elliott's rims have none.
    await createListing(seller, { instrument_type: 'Tenor Trombone', brand: 'Bach', model: 'Strad 5G', size: '5G' });
    await createListing(seller, { instrument_type: 'Tenor Trombone', brand: 'Bach', model: 'Strad 6 1/2AL', size: '6 1/2AL' });
    await createListing(seller, { instrument_type: 'Tenor Trombone', brand: 'Doug Elliott', model: 'LT', size: 'LT102' });
    const buyer = await createSeller(e2e, { first_name: 'Jo', last_name: 'Slide' });

    const { page } = e2e;
    await signInBrowser(e2e, buyer.member);
    await page.goto('/listings?instrument_type=Tenor+Trombone');
    await visible(page.getByText('Showing 1 - 3 of 3 listings'));
    const bar = page.getByRole('search');
    // Tab from the rim range to Cup, open it with the keyboard and pick "Deep" (after "Any cup" and "Very deep").
    await bar.getByLabel('Rim to (mm)').focus();
    await page.keyboard.press('Tab');
    const cup = bar.getByRole('combobox', { name: 'Cup' });
    expect(await cup.evaluate((el) => el === document.activeElement)).toBe(true);
    // A resting pointer would pick the item the menu opens under it.
    await page.mouse.move(0, 0);
    await page.keyboard.press('Enter');
    // The menu opens on the chosen item, "Any cup"; each arrow moves one down the scale to "Deep".
    const focusedOption = () => page.evaluate(() => (document.activeElement?.getAttribute('role') === 'option' ? document.activeElement.textContent : null));
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'option');
    for (let i = 0; i < 5 && (await focusedOption()) !== 'Deep'; i += 1) {
      const before = await focusedOption();
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction((was) => document.activeElement?.textContent !== was, before);
    }
    expect(await focusedOption()).toBe('Deep');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('cup') === 'deep');
    expect(await cup.textContent()).toBe('Deep');
    await visible(page.getByText('Showing 1 - 1 of 1 listings'));
    expect(await titles(page)).toEqual(['Bach Strad 5G']);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save search' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Save search' }));
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Tenor Trombone · deep cup');
    expect(e2e.session.errors).toEqual([]);
  });

  it('keeps "like new" as a text search, and an unknown reference says why', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    await createListing(seller, { brand: 'Denis Wick', model: 'Heritage', size: null, description: 'Like new, hardly played at all since bought.' });
    await page.goto('/');
    await page.getByLabel('Search').fill('like new');
    await page.waitForURL((url) => url.searchParams.get('q') === 'like new');
    await visible(page.getByText('Showing 1 - 1 of 1 listings'));
    expect(new URL(page.url()).searchParams.has('like')).toBe(false);

    await page.goto('/');
    const field = page.getByLabel('Similar to', { exact: true });
    await field.fill('Bach 99Z');
    await page.waitForURL((url) => url.searchParams.get('like') === 'Bach 99Z');
    const reason = 'No mouthpiece size we know matches "Bach 99Z". Try a maker and size, such as "Bach 7C".';
    // Under the field, and from the server over the results.
    await visible(page.getByRole('search').getByText(reason, { exact: true }));
    await visible(page.getByRole('alert').filter({ hasText: reason }));
    expect(await field.getAttribute('aria-invalid')).toBe('true');
  });
});
