import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { visible } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';

const e2e = useE2E();

const sellerCard = (page: Page) => page.getByRole('region', { name: 'Seller', exact: true });
const sellerRatings = (page: Page) => page.getByRole('region', { name: 'Seller ratings' });
const card = (page: Page, title: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });

/** The rating as every place shows it: stars named "Rated 4.5 out of 5", then "4.5(2 ratings)". */
async function expectRating(place: Locator, average: string, count: string) {
  await visible(place.getByRole('img', { name: `Rated ${average} out of 5` }));
  expect(await place.textContent()).toContain(`${average}(${count})`);
}

describe('Ratings: a member rates a seller', () => {
  it('rates from the listing page, and the average shows on the detail, the profile dialog, the browse card and the seller’s profile', async () => {
    const seller = await createSeller(e2e, { nickname: 'Seller Sue' });
    const buyer = await createSeller(e2e, { nickname: 'Buyer Ben' });
    const other = await createSeller(e2e, { nickname: 'Other Oli' });
    const listing = await createListing(seller, { brand: 'Bach', model: 'Rated' });
    const { page } = e2e;

    // From the browse page, where the card has no rating yet, to the listing.
    await signInBrowser(e2e, buyer.member);
    await page.goto('/listings');
    await visible(card(page, 'Bach Rated').getByText('No ratings yet'));
    await card(page, 'Bach Rated').getByRole('link', { name: 'Bach Rated' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Bach Rated' }));
    await visible(sellerCard(page).getByText('No ratings yet'));
    await visible(sellerRatings(page).getByText('No ratings yet.'));

    // The dialog: 5 stars to start with, Submit waits for a comment; the keyboard picks 4 stars.
    await page.getByRole('button', { name: 'Rate User' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Rate User' }));
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await dialog.getByRole('radio', { name: '5 stars' }).getAttribute('aria-checked')).toBe('true');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Comment').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: '5 stars' }).focus();
    await page.keyboard.press('ArrowLeft');
    await visible(dialog.getByRole('radio', { name: '4 stars', checked: true }));
    expect(await page.evaluate(() => getComputedStyle(document.activeElement ?? document.body).outlineStyle)).not.toBe('none');
    await dialog.getByLabel('Comment').fill('Friendly, and it arrived quickly.');
    await submit.click();
    await visible(page.getByText('Rating submitted!'));
    await dialog.waitFor({ state: 'detached' });

    // The page follows without a reload: the already-rated state, the average and the list.
    await visible(page.getByText('You have already rated this user for this listing.'));
    expect(await page.getByRole('button', { name: 'Rate User' }).count()).toBe(0);
    await expectRating(sellerCard(page), '4.0', '1 rating');
    await visible(sellerRatings(page).getByText('Friendly, and it arrived quickly.'));
    await visible(sellerRatings(page).getByText('From Buyer Ben', { exact: false }));

    // Back on the browse page (no reload), the card has the new average; so has the profile.
    await page.getByRole('link', { name: 'Back to results' }).click();
    await expectRating(await visible(card(page, 'Bach Rated')), '4.0', '1 rating');
    await card(page, 'Bach Rated').getByRole('link', { name: 'Bach Rated' }).click();
    await sellerCard(page).getByRole('button', { name: 'View profile' }).click();
    const firstLook = await visible(page.getByRole('dialog', { name: 'Seller Sue' }));
    await expectRating(firstLook, '4.0', '1 rating');
    await page.keyboard.press('Escape');
    await firstLook.waitFor({ state: 'detached' });

    // A second rating (another member, by API) moves the average to 4.5 from 2.
    await other.api.ratings.create.mutate({ to_user_id: listing.user_id, transaction_id: listing.listing_id, stars: 5, comment: 'Great seller.' });
    await page.reload();
    await expectRating(sellerCard(page), '4.5', '2 ratings');
    await visible(sellerRatings(page).getByText('Great seller.'));
    await visible(page.getByText('You have already rated this user for this listing.'));

    // The seller's public profile, from the seller card.
    await sellerCard(page).getByRole('button', { name: 'View profile' }).click();
    const profile = await visible(page.getByRole('dialog', { name: 'Seller Sue' }));
    await expectRating(profile, '4.5', '2 ratings');
    await visible(profile.getByText('Friendly, and it arrived quickly.'));
    await page.keyboard.press('Escape');
    await profile.waitFor({ state: 'detached' });

    // The browse card.
    await page.goto('/listings');
    await expectRating(await visible(card(page, 'Bach Rated')), '4.5', '2 ratings');

    // The seller's own profile.
    const sellerSession = await e2e.openSession();
    await signInBrowser(e2e, seller.member, sellerSession);
    await sellerSession.page.goto('/profile');
    await visible(sellerSession.page.getByRole('heading', { level: 1, name: 'My Profile' }));
    const received = sellerSession.page.getByRole('region', { name: 'Ratings received' });
    await visible(received.getByText('Great seller.'));
    await visible(received.getByText('Friendly, and it arrived quickly.'));
    const rating = sellerSession.page.getByRole('definition').filter({ has: sellerSession.page.getByRole('img', { name: /^Rated/ }) });
    await expectRating(rating, '4.5', '2 ratings');

    expect(e2e.session.errors).toEqual([]);
    expect(sellerSession.errors).toEqual([]);
  });
});

describe('Flags: a member flags a listing', () => {
  it('flags with a reason and sees the flagged state; the seller sees neither Rate nor Flag on their own listing', async () => {
    const seller = await createSeller(e2e, { nickname: 'Seller Sam' });
    const flagger = await createSeller(e2e, { nickname: 'Careful Cam' });
    const listing = await createListing(seller, { brand: 'Schilke', model: 'Flagged' });
    const { page } = e2e;

    await signInBrowser(e2e, flagger.member);
    await page.goto(`/listings/${listing.listing_id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Schilke Flagged' }));
    await page.getByRole('button', { name: 'Flag Listing' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Flag Listing' }));
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('  ');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill('The photos are of a different mouthpiece.');
    await submit.click();
    await visible(page.getByText('Flag submitted!'));
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByText('You have already flagged this listing.'));
    expect(await page.getByRole('button', { name: 'Flag Listing' }).count()).toBe(0);
    // Rating is still open to them: flagging and rating are separate.
    await visible(page.getByRole('button', { name: 'Rate User' }));

    // It stays flagged after a reload.
    await page.reload();
    await visible(page.getByText('You have already flagged this listing.'));
    expect(await page.getByRole('button', { name: 'Flag Listing' }).count()).toBe(0);

    // The seller, on their own listing: the owner's note, and no Rate or Flag.
    const sellerSession = await e2e.openSession();
    const sellerPage = sellerSession.page;
    await signInBrowser(e2e, seller.member, sellerSession);
    await sellerPage.goto(`/listings/${listing.listing_id}`);
    await visible(sellerPage.getByText('You cannot message yourself or buy your own listing.'));
    expect(await sellerPage.getByRole('button', { name: 'Rate User' }).count()).toBe(0);
    expect(await sellerPage.getByRole('button', { name: 'Flag Listing' }).count()).toBe(0);
    expect(await sellerPage.getByText('You have already flagged this listing.').count()).toBe(0);

    expect(e2e.session.errors).toEqual([]);
    expect(sellerSession.errors).toEqual([]);
  });
});
