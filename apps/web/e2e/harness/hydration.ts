import type { Page } from 'playwright-core';

/**
 * Counts, from before the page's first byte, the nodes taken out of `#root` itself: React
 * hydrating the server's markup takes none, drawing the page again (after a mismatch) all of them.
 */
export async function watchRootRemovals(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(`
    window.__rootRemovals = 0;
    new MutationObserver((changes) => {
      for (const change of changes) if (change.target.id === 'root') window.__rootRemovals += change.removedNodes.length;
    }).observe(document, { childList: true, subtree: true });
  `);
  return () => page.evaluate('window.__rootRemovals');
}
