import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { watchRootRemovals } from './harness/hydration';
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

describe('The landing pages are drawn on the server (ADR 020)', () => {
  it('paints their content from the HTML alone, before and without any script', async () => {
    const seller = await createSeller(e2e);
    const listing = await createListing(seller, { brand: 'Denis Wick', model: 'Heritage', size: '4AL', photos: [pngDataUrl(RED)] });
    // A browser that runs no script at all still shows what the page is about.
    const bare = await e2e.browser.newContext({ javaScriptEnabled: false, baseURL: e2e.server.baseUrl });
    try {
      const page = await bare.newPage();
      for (const [path, heading] of [
        ['/', 'Find Your Perfect Brass Mouthpiece'],
        ['/listings', 'Browse Listings'],
        [`/listings/${listing.listing_id}`, /^Denis Wick Heritage/],
        ['/sizes', 'Size guide'],
      ] as const) {
        await page.goto(path);
        await visible(page.getByRole('heading', { level: 1, name: heading }));
      }
      expect(await page.title()).toMatch(/^Size guide · /);
      await page.goto('/');
      await visible(page.getByRole('link', { name: /^Denis Wick Heritage/ }));
      expect(await page.locator('article img').first().getAttribute('src')).toMatch(/^.*\/uploads\/.+/);
    } finally {
      await bare.close();
    }
  });

  it('hydrates what the server drew, for a guest, a guest with a postcode and a member, without drawing again', async () => {
    const seller = await createSeller(e2e, { location_postcode: '3128', location_state: 'VIC' });
    const listing = await createListing(seller, { brand: 'Denis Wick', model: 'Heritage', size: '4AL', photos: [pngDataUrl(RED)] });
    const buyer = await createSeller(e2e, { location_postcode: '3220', location_state: 'VIC' });
    const { page, session } = e2e;
    const removals = await watchRootRemovals(page);
    const pages = ['/', '/listings?sort=price_asc', `/listings/${listing.listing_id}`, '/sizes'];
    const visit = async (who: string) => {
      for (const path of pages) {
        await page.goto(path);
        await visible(page.getByRole('heading', { level: 1 }));
        expect(await page.locator('#root').getAttribute('data-drawn-at'), `${who} ${path}`).not.toBeNull();
        // The app has taken over: its client-side navigation works.
        await expect.poll(() => page.evaluate('typeof window.__TSR_ROUTER__'), { message: `${who} ${path}` }).toBe('object');
        expect(await removals(), `${who} ${path}`).toBe(0);
      }
    };
    await visit('guest');

    // A guest who typed a postcode as "Near" sees distances from the first paint.
    await page.context().addCookies([{ name: 'mpx_near', value: '3000', url: e2e.server.baseUrl }]);
    await visit('guest near 3000');
    await page.goto('/');
    await visible(page.getByText('Box Hill VIC · about 12 km away'));

    await page.context().clearCookies();
    await signInBrowser(e2e, buyer.member);
    await visit('member');
    await page.goto(`/listings/${listing.listing_id}`);
    await visible(page.getByTestId('listing-place'));
    expect(session.errors).toEqual([]);

    // Hydrated means working: a filter typed on the drawn home page browses as before.
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Heritage');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect.poll(() => new URL(page.url()).search).toContain('Heritage');
  });

  it('draws the page of the URL it is at when Back is pressed before the app starts', async () => {
    const seller = await createSeller(e2e);
    await createListing(seller, { brand: 'Denis Wick', model: 'Heritage' });
    const { page, session } = e2e;
    await page.goto('/listings');
    await expect.poll(() => page.evaluate('typeof window.__TSR_ROUTER__')).toBe('object');
    await page.getByRole('radio', { name: 'List view' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'list');

    // The app's scripts are held back: the page drawn as a list is showing, the app is not.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await visible(page.locator('[data-view="list"]'));
    await page.goBack({ waitUntil: 'commit' });
    expect(new URL(page.url()).search).toBe('');
    release();

    await visible(page.locator('[data-view="grid"]'));
    expect(await page.getByRole('radio', { name: 'Grid view' }).getAttribute('aria-checked')).toBe('true');
    expect(session.errors).toEqual([]);
  });
});
