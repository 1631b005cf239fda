import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Every rule axe-core runs unless told otherwise, not a subset: no `runOnly`, so the
 * best-practice rules run beside the WCAG A and AA ones, and no impact is filtered out (minor
 * included). The rules it ships switched off stay off (AAA ones such as 7:1 contrast, and the
 * experimental and deprecated ones). Only violations are collected: "incomplete" (a human must
 * look) is not a failure.
 */
const RUN_OPTIONS = { resultTypes: ['violations'] } satisfies axe.RunOptions;

declare global {
  interface Window {
    /** axe-core, in a page `axeViolations` has put it into. */
    axe?: typeof axe;
  }
}

/**
 * Every axe-core violation in `page` as it is now, one readable line each: the rule, its impact,
 * what it asks, and the selector of every element that breaks it, e.g.
 * `landmark-unique (moderate) Landmarks should have a unique role or …: section[aria-labelledby="x"]`.
 * An empty list is a pass, so `expect(await axeViolations(page)).toEqual([])` prints them all.
 *
 * axe-core is put into the page through the DevTools protocol (`evaluate`), not a `<script>`
 * tag: the app's Content-Security-Policy (`script-src 'self'`) rightly refuses an inline script,
 * and the policy stays in force for everything the test checks.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (options) => {
    if (!window.axe) throw new Error('axe-core did not load into the page');
    const { violations } = await window.axe.run(document, options);
    return violations.map((v) => `${v.id} (${v.impact ?? 'no impact'}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, RUN_OPTIONS);
}
