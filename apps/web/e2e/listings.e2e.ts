import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { visible } from './harness/page';
import { createFromForm, fillListingForm, openCreateListing } from './listing-form';
import { BLUE, createListing, createSeller, pngDataUrl, pngFile, RED } from './listings-fixtures';

const e2e = useE2E();

/** The large photo of the carousel on a listing page. */
const stagePhoto = () =>
  e2e.page
    .getByRole('group', { name: /photos$/ })
    .first()
    .getByRole('img')
    .first();

describe('Listings: create, view, edit, sell', () => {
  it('creates a listing with two photos from the header and lands on its page showing both', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    await signInBrowser(e2e, seller.member);
    await page.goto('/');

    const dialog = await openCreateListing(page);
    await fillListingForm(page, dialog, {
      instrument_type: 'Trumpet',
      brand: 'Bach',
      model: 'Artisan',
      size: '1.5C',
      condition: 'Excellent',
      price: '180.5',
      description: 'Lovely bright sound, barely played, silver plating intact.',
    });
    await dialog.getByRole('switch', { name: 'Open to loan' }).click();
    // A file that is not a photo is named, with the reason, and not added.
    await dialog.getByLabel('Add photos').setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
    const refused = await visible(dialog.getByRole('alert').filter({ hasText: 'This file was not added:' }));
    await visible(refused.getByText('Invalid file type. Only PNG, JPG, JPEG, GIF, and WebP are allowed.'));
    expect(await refused.getByRole('listitem').textContent()).toBe('notes.txt: Invalid file type. Only PNG, JPG, JPEG, GIF, and WebP are allowed.');
    await dialog.getByLabel('Add photos').setInputFiles([pngFile('red.png', RED), pngFile('blue.png', BLUE)]);
    await visible(dialog.getByRole('img', { name: 'Photo 2' }));
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await visible(dialog.getByText('Cover', { exact: true }));
    const id = await createFromForm(page, dialog);
    await visible(page.getByRole('heading', { level: 1, name: 'Bach Artisan' }));
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await visible(page.getByText('$180.50'));
    await visible(page.getByText('1 of 2'));

    // Both photos are stored and shown: the strip has two, and each loads in the carousel.
    const saved = await seller.api.listings.byId.query({ listing_id: id });
    expect(saved.photos).toHaveLength(2);
    expect(await page.getByRole('button', { name: /^Show photo/ }).count()).toBe(2);
    expect(await stagePhoto().getAttribute('src')).toBe(saved.photos[0]);
    await page.getByRole('button', { name: 'Show photo 2' }).click();
    await visible(page.getByText('2 of 2'));
    expect(await stagePhoto().getAttribute('src')).toBe(saved.photos[1]);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[aria-roledescription="carousel"] img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    expect(await page.title()).toContain('Bach Artisan');
    expect(e2e.session.errors).toEqual([]);
  });

  it('moves through the photos with Previous / Next and in the full-screen viewer', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    const listing = await createListing(seller, { brand: 'Schilke', model: '14A4a', photos: [pngDataUrl(RED), pngDataUrl(BLUE)] });
    await page.goto(`/listings/${listing.listing_id}`);

    await visible(page.getByText('1 of 2'));
    await page.getByRole('button', { name: 'Next photo' }).click();
    await visible(page.getByText('2 of 2'));
    expect(await stagePhoto().getAttribute('alt')).toBe('Schilke 14A4a, photo 2 of 2');
    await page.getByRole('button', { name: 'Next photo' }).click();
    await visible(page.getByText('1 of 2'));
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await visible(page.getByText('2 of 2'));
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await visible(page.getByText('1 of 2'));

    await page.getByRole('button', { name: 'View full screen' }).click();
    const viewer = await visible(page.getByRole('dialog', { name: 'Schilke 14A4a' }));
    await visible(viewer.getByText('1 of 2'));
    await page.keyboard.press('ArrowRight');
    await visible(viewer.getByText('2 of 2'));
    expect(await viewer.getByRole('img').first().getAttribute('src')).toBe(listing.photos[1]);
    await page.keyboard.press('ArrowLeft');
    await visible(viewer.getByText('1 of 2'));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // Focus returns to the control that opened the viewer, and the page shows the photo last seen.
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'View full screen');
    await visible(page.getByText('2 of 2'));
  });

  it('reorders the photos when editing, which changes the cover', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    const listing = await createListing(seller, { brand: 'Yamaha', model: '11B4', photos: [pngDataUrl(RED), pngDataUrl(BLUE)] });
    const [first, second] = listing.photos;
    await signInBrowser(e2e, seller.member);

    await page.goto('/my-listings');
    await page.getByRole('button', { name: 'Edit Yamaha 11B4' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Edit Listing' }));
    expect(await dialog.getByLabel('Model').inputValue()).toBe('11B4');
    await visible(dialog.getByRole('img', { name: 'Photo 2' }));
    await dialog.getByRole('button', { name: 'Move photo 2 left' }).click();
    await dialog.getByLabel('Price (AUD)').fill('95');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The list shows the saved data without a reload.
    await visible(page.getByText('$95'));

    await page.goto(`/listings/${listing.listing_id}`);
    await visible(page.getByText('1 of 2'));
    expect(await stagePhoto().getAttribute('src')).toBe(second);
    const saved = await seller.api.listings.byId.query({ listing_id: listing.listing_id });
    expect(saved.photos).toEqual([second, first]);
  });

  it('marks a listing sold after confirmation: it moves to the Sold tab and leaves browse', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    await createListing(seller, { brand: 'Denis Wick', model: '4AL' });
    await createListing(seller, { brand: 'Denis Wick', model: '6BS' });
    await signInBrowser(e2e, seller.member);

    await page.goto('/listings');
    await visible(page.getByRole('link', { name: 'Denis Wick 4AL' }));

    await page.goto('/my-listings');
    await visible(page.getByRole('tab', { name: 'Active (2)' }));
    await page.getByRole('button', { name: 'Mark as Sold Denis Wick 4AL' }).click();
    const confirm = await visible(page.getByRole('alertdialog'));
    await visible(confirm.getByText('Are you sure you want to mark this listing as sold?'));
    await confirm.getByRole('button', { name: 'Mark as Sold' }).click();
    await visible(page.getByText('Listing marked as sold!'));
    await visible(page.getByRole('tab', { name: 'Sold (1)' }));
    await visible(page.getByRole('tab', { name: 'Active (1)' }));

    await page.getByRole('tab', { name: 'Sold (1)' }).click();
    const sold = await visible(page.getByRole('tabpanel'));
    await visible(sold.getByRole('link', { name: 'Denis Wick 4AL' }));
    // A sold listing offers no actions.
    expect(await sold.getByRole('button').count()).toBe(0);

    await page.goto('/listings');
    await visible(page.getByRole('link', { name: 'Denis Wick 6BS' }));
    expect(await page.getByRole('link', { name: 'Denis Wick 4AL' }).count()).toBe(0);
  });
});
