import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { header, visible, waitForPath } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';
import { bell, LIVE_MS, markWindow, stillSameWindow, watchRealtime } from './messages-fixtures';

const e2e = useE2E();

async function openBell(page: Page) {
  await header(page)
    .getByRole('button', { name: /^Notifications/ })
    .click();
  return visible(page.getByRole('menu', { name: 'Notifications' }));
}

describe('Watchlist and price guide (product §18, §19)', () => {
  it('watches a listing from its page, is told live when its price drops and when it sells, and finds it on Watching', async () => {
    const buyer = await createSeller(e2e, { nickname: 'Tromba' });
    const seller = await createSeller(e2e, { nickname: 'Slide' });
    // Three earlier sales of the size: the listing page has a price guide with a median.
    for (const price of [60, 80, 100]) {
      const sold = await createListing(seller, { brand: 'Bach', model: 'Standard', size: '7C', price });
      await seller.api.listings.setStatus.mutate({ listing_id: sold.listing_id, status: 'sold' });
    }
    const listing = await createListing(seller, { brand: 'Bach', model: 'Megatone', size: '7 c', price: 120 });

    const { page } = e2e;
    const channel = watchRealtime(page);
    await signInBrowser(e2e, buyer.member);
    await page.goto(`/listings/${listing.listing_id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Bach Megatone' }));
    await visible(page.getByText('Bach 7C trumpet mouthpieces sold for $60–$100 here in the last year, median $80, 3 sales.'));

    // The heart is a toggle button with a name, reached by keyboard.
    const heart = await visible(page.getByRole('button', { name: 'Watch Bach Megatone' }));
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.focus();
    await page.keyboard.press('Enter');
    await visible(page.getByText('Added to your watchlist.'));
    const pressed = await visible(page.getByRole('button', { name: 'Stop watching Bach Megatone' }));
    expect(await pressed.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await buyer.api.watchlist.ids.query()).listing_ids).toEqual([listing.listing_id]);

    // Watching, from the account menu.
    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Watching' }).click();
    await waitForPath(page, '/watching');
    const list = await visible(page.getByRole('list', { name: 'Listings you watch' }));
    await visible(list.getByText('Watched at $120', { exact: true }));
    await channel.started();
    await markWindow(page);

    // The seller lowers the price: the bell rings and the page shows the new price, no reload.
    await seller.api.listings.update.mutate({
      listing_id: listing.listing_id,
      instrument_type: 'Trumpet',
      brand: 'Bach',
      model: 'Megatone',
      size: '7 c',
      condition: 'Good',
      price: 95,
      description: 'A well kept mouthpiece with light wear on the rim.',
    });
    await visible(bell(page, 1), LIVE_MS);
    await visible(list.getByText('Watched at $120 · now $95'), LIVE_MS);

    // Then sells it.
    await seller.api.listings.setStatus.mutate({ listing_id: listing.listing_id, status: 'sold' });
    await visible(bell(page, 2), LIVE_MS);
    const menu = await openBell(page);
    await visible(menu.getByRole('menuitem', { name: /^Unread: Sold: Bach Megatone/ }));
    await menu.getByRole('menuitem', { name: /^Unread: Price drop on Bach Megatone: \$120 → \$95/ }).click();
    await waitForPath(page, '/watching');
    expect(await stillSameWindow(page)).toBe(true);

    // Stop watching.
    await list.getByRole('button', { name: 'Stop watching Bach Megatone' }).click();
    await visible(page.getByText('You are not watching any listings yet. Choose the heart on a listing to watch it.'));
    expect((await buyer.api.watchlist.list.query()).watchlist).toEqual([]);

    expect(e2e.session.errors).toEqual([]);
  });

  it('the seller sees how many watch, and the listing form tells what similar pieces sold for', async () => {
    const [buyer, seller] = [await createSeller(e2e), await createSeller(e2e)];
    for (const price of [70, 90]) {
      const sold = await createListing(seller, { brand: 'Schilke', model: 'Standard', size: '14A4a', price });
      await seller.api.listings.setStatus.mutate({ listing_id: sold.listing_id, status: 'sold' });
    }
    const listing = await createListing(seller, { brand: 'Schilke', model: 'Standard', size: '14A4a', price: 85 });
    await buyer.api.watchlist.add.mutate({ listing_id: listing.listing_id });

    const { page } = e2e;
    await signInBrowser(e2e, seller.member);
    await page.goto(`/listings/${listing.listing_id}`);
    await visible(page.getByText('1 member is watching this listing.'));
    expect(await page.getByRole('button', { name: /watch Schilke Standard/i }).count()).toBe(0);
    await visible(page.getByText('too few sales for a median (3 needed)', { exact: false }));

    await page.goto('/my-listings');
    await page.getByRole('button', { name: 'Add Listing' }).first().click();
    const dialog = await visible(page.getByRole('dialog'));
    await dialog.getByLabel('Brand').fill('Schilke');
    await dialog.getByLabel('Size').fill('14a4a');
    await visible(dialog.getByText('Similar pieces (Schilke 14A4a) sold for $70–$90 here in the last year (too few sales for a median, 2 sales).'));

    expect(e2e.session.errors).toEqual([]);
  });

  it('the Watching page says how far each listing is from the member, as the browse pages do', async () => {
    const buyer = await createSeller(e2e, { location_state: 'VIC', location_postcode: '3000' });
    const seller = await createSeller(e2e, { location_state: 'VIC', location_postcode: '3128' });
    const listing = await createListing(seller, { brand: 'Bach', model: 'Corporation' });
    await buyer.api.watchlist.add.mutate({ listing_id: listing.listing_id });

    const { page } = e2e;
    await signInBrowser(e2e, buyer.member);
    await page.goto('/watching');
    const list = await visible(page.getByRole('list', { name: 'Listings you watch' }));
    await visible(list.getByText('Box Hill VIC · about 12 km away'));
    expect(e2e.session.errors).toEqual([]);
  });
});
