import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { visible, waitForPath } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';

const e2e = useE2E();

const GUEST_NOTE = 'Log in to contact the seller or buy this mouthpiece.';
const OWNER_NOTE = 'You cannot message yourself or buy your own listing.';

describe('Listing detail: who sees what', () => {
  it('asks a guest to log in, with no pay link', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e, { nickname: 'Slide' });
    const listing = await createListing(seller, { brand: 'Bach', model: '6.5AL', price: 120, paypal_link_override: 'brassplayer' });
    await page.goto(`/listings/${listing.listing_id}`);

    await visible(page.getByRole('heading', { level: 1, name: 'Bach 6.5AL' }));
    await visible(page.getByText(GUEST_NOTE));
    await visible(page.getByText('Slide', { exact: true }));
    await visible(page.getByText('No Image'));
    // When and where, and a seller nobody has rated yet.
    await visible(page.getByText('Listed today in Victoria'));
    await visible(page.getByRole('region', { name: 'Seller' }).getByText('No ratings yet'));
    expect(await page.getByRole('img', { name: /^Rated/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
    expect(await page.getByText('No PayPal link provided').count()).toBe(0);
    expect(await page.getByText(OWNER_NOTE).count()).toBe(0);

    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await waitForPath(page, '/login');
  });

  it('tells the owner they cannot buy their own listing, with no pay link', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    const listing = await createListing(seller, { brand: 'Bach', model: '5C', paypal_link_override: 'brassplayer' });
    await signInBrowser(e2e, seller.member);
    await page.goto(`/listings/${listing.listing_id}`);

    await visible(page.getByText(OWNER_NOTE));
    expect(await page.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
    expect(await page.getByText(GUEST_NOTE).count()).toBe(0);
  });

  it('gives another member the normalised pay link with the price, opening in a new tab', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    const withLink = await createListing(seller, { brand: 'Bach', model: '7C', price: 120.5, paypal_link_override: 'https://www.paypal.me/BrassPlayer/99' });
    const withoutLink = await createListing(seller, { brand: 'Bach', model: '10.5C' });
    const buyer = await createSeller(e2e);
    await signInBrowser(e2e, buyer.member);

    await page.goto(`/listings/${withLink.listing_id}`);
    const pay = await visible(page.getByRole('link', { name: /^Pay \$120\.50 with PayPal/ }));
    expect(await pay.getAttribute('href')).toBe('https://paypal.me/BrassPlayer/120.50');
    expect(await pay.getAttribute('target')).toBe('_blank');
    expect(await pay.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.getByText(GUEST_NOTE).count()).toBe(0);
    expect(await page.getByText(OWNER_NOTE).count()).toBe(0);

    await page.goto(`/listings/${withoutLink.listing_id}`);
    await visible(page.getByText('No PayPal link provided'));
  });

  it('shows "Listing not found" for a missing or deleted listing', async () => {
    const { page } = e2e;
    const seller = await createSeller(e2e);
    const listing = await createListing(seller, { brand: 'Bach', model: '3C' });
    await seller.api.listings.remove.mutate({ listing_id: listing.listing_id });

    await page.goto(`/listings/${listing.listing_id}`);
    await visible(page.getByRole('heading', { name: 'Listing not found' }));
    await page.goto('/listings/not-a-number');
    await visible(page.getByRole('heading', { name: 'Listing not found' }));
  });
});
