import type { Locator, Page } from 'playwright-core';

/** Waits until the page's path is `pathname` (query and hash ignored). */
export function waitForPath(page: Page, pathname: string, timeout = 10_000): Promise<void> {
  return page.waitForURL((url) => url.pathname === pathname, { timeout });
}

/** The current path of the page. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the first element matching `locator` is visible, and returns it. */
export async function visible(locator: Locator, timeout = 10_000): Promise<Locator> {
  const first = locator.first();
  await first.waitFor({ state: 'visible', timeout });
  return first;
}

/** The site header (landmark "banner"). */
export function header(page: Page): Locator {
  return page.getByRole('banner');
}
