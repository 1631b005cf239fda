import type { Page } from 'playwright-core';

export interface CspWatch {
  /** What the Content-Security-Policy blocked: "script-src blocked eval (…/fields.js:1)". */
  violations: string[];
  /** Every console message, of any level. */
  console: string[];
}

/**
 * Watches `page` from now on, across navigations. A blocked call that the page's own code
 * catches (a library probing `new Function`) logs no console error: only the document's
 * `securitypolicyviolation` event tells, so an init script forwards each one to the test.
 */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const watch: CspWatch = { violations: [], console: [] };
  page.on('console', (message) => watch.console.push(message.text()));
  await page.exposeFunction('e2eCspViolation', (violation: string) => watch.violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report: unknown = Reflect.get(window, 'e2eCspViolation');
      if (typeof report === 'function') void report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return watch;
}
