import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { signInBrowser } from './harness/members';
import { header, visible } from './harness/page';
import { BLUE, createListing, createSeller, pngDataUrl, RED } from './listings-fixtures';

const e2e = useE2E();

/** The /trpc requests among `paths` that ask for any of `queries` (batched calls name them all). */
function askingFor(paths: string[], queries: string[]): string[] {
  return paths.filter(
    (p) =>
      p.startsWith('/trpc/') &&
      p
        .slice('/trpc/'.length)
        .split(',')
        .some((q) => queries.includes(q)),
  );
}

/** Every request the page makes from now on, by path, in order. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

describe('The first screen arrives with the page (ADR 016)', () => {
  it('shows the home page and a listing page, loaded directly, without a round trip to the API', async () => {
    const seller = await createSeller(e2e);
    const cover = await createListing(seller, { brand: 'Denis Wick', model: 'Heritage', size: '4AL', photos: [pngDataUrl(RED)] });
    await createListing(seller, { photos: [pngDataUrl(BLUE)] });
    const { page } = e2e;

    const home = recordRequests(page);
    await page.goto('/');
    await visible(page.getByRole('link', { name: /^Denis Wick Heritage/ }));
    expect(home.filter((p) => p.startsWith('/trpc/'))).toEqual([]);
    // The first cards' photos were asked for by the page itself, at the highest priority.
    await expect.poll(() => page.locator('article img[fetchpriority="high"]').count()).toBe(2);
    expect(home.filter((p) => p.startsWith('/uploads/'))).toHaveLength(2);
    // The page, one stylesheet, the entry script and its runtime, the icon and the two photos.
    expect(home.length).toBeLessThanOrEqual(15);

    const detail = recordRequests(page);
    await page.goto(`/listings/${cover.listing_id}`);
    await visible(page.getByRole('heading', { level: 1, name: /Denis Wick Heritage/ }));
    // The sections below the listing (ratings, price guide, similar sizes) load after the first paint.
    expect(askingFor(detail, ['listings.byId', 'auth.viewer', 'config.public'])).toEqual([]);

    // From here on it is the app as before: a filter change asks the API.
    const later = recordRequests(page);
    await page.goto('/listings?brand=Bach');
    const title = await visible(page.getByRole('article').getByRole('link', { name: /^Bach Model/ }));
    await title.click();
    await visible(page.getByRole('heading', { level: 1, name: /Bach Model/ }));
    expect(later.filter((p) => p.startsWith('/trpc/'))).not.toEqual([]);
  });

  it('knows a signed-in member on the first paint, from their own page', async () => {
    const seller = await createSeller(e2e);
    await createListing(seller, { model: 'Strad' });
    await signInBrowser(e2e, seller.member);
    const { page } = e2e;
    const requests = recordRequests(page);
    await page.goto('/');
    await visible(header(page).getByRole('button', { name: 'Account menu' }));
    await visible(page.getByRole('link', { name: /^Bach Strad/ }));
    // Once the member's live channel is open, the header refreshes its badges: what arrived meanwhile.
    expect(askingFor(requests, ['listings.list', 'auth.viewer', 'config.public'])).toEqual([]);
  });
});
