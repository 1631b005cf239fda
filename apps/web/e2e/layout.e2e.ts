import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './harness/browser';
import { watchCsp } from './harness/csp';
import { useE2E } from './harness/env';
import { createVerifiedMember, signInBrowser } from './harness/members';
import { header, visible, waitForPath } from './harness/page';
import { seedMainPages } from './layout-fixtures';

const SITE_NAME = 'Test Brass Mouthpiece Exchange';
const SHORT_NAME = 'Test Exchange';

const e2e = useE2E({ serverEnv: { SITE_NAME, SITE_SHORT_NAME: SHORT_NAME, CONTACT_EMAIL: 'hello@example.test' } });

describe('Layout', () => {
  it('shows the full site name on wide screens and the short name with a menu on phones', async () => {
    const { page } = e2e;
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    const banner = header(page);
    await visible(banner.getByText(SITE_NAME, { exact: true }));
    expect(await banner.getByText(SHORT_NAME, { exact: true }).isVisible()).toBe(false);
    expect(await banner.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await visible(banner.getByRole('link', { name: 'Sign up' }));

    await page.setViewportSize(VIEWPORTS.phone);
    await visible(banner.getByText(SHORT_NAME, { exact: true }));
    expect(await banner.getByText(SITE_NAME, { exact: true }).isVisible()).toBe(false);
    expect(await banner.getByRole('link', { name: 'Sign up' }).isVisible()).toBe(false);
    await banner.getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Log in', 'Sign up']);
    await page.getByRole('menuitem', { name: 'Sign up' }).click();
    await waitForPath(page, '/register');
  });

  it('gives members the same entries in the phone menu', async () => {
    const member = await createVerifiedMember(e2e);
    await signInBrowser(e2e, member);
    const { page } = e2e;
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/about');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'Messages',
      'My Listings',
      'Loans',
      'Profile',
      'Saved searches',
      'Watching',
      'Deals',
      'Log out',
    ]);
    await page.getByRole('menuitem', { name: 'Loans' }).click();
    await waitForPath(page, '/loans');
    await visible(page.getByRole('heading', { level: 1, name: 'Loans' }));
  });

  it('shows the copyright line, footer links and the contact address from the server', async () => {
    const { page } = e2e;
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    // Product §1 and §9: the copyright year is 2025, not the current one.
    await visible(footer.getByText(`© 2025 ${SITE_NAME}. All rights reserved.`));
    await visible(page.getByRole('link', { name: 'hello@example.test' }));
    expect(await page.getByRole('link', { name: 'hello@example.test' }).getAttribute('href')).toBe('mailto:hello@example.test');
    await footer.getByRole('link', { name: 'Terms' }).click();
    await waitForPath(page, '/terms');
    // The URL changes before the page's own chunk has rendered: the About page's headings may still be there.
    await visible(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }));
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      '1. Acceptance of Terms',
      '2. Service Description',
      '3. User Responsibilities',
      '4. Transaction Terms',
      '5. Safety',
      '6. Prohibited Activities',
      '7. Privacy',
      '8. Limitation of Liability',
      '9. Account Termination',
      '10. Changes to Terms',
      '11. Contact',
    ]);
  });

  it('reaches every control of the login page by Tab, each with a visible focus ring', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await visible(page.getByRole('button', { name: 'Log in' }));
    const reached: string[] = [];
    // The header's, the form's and the footer's controls (Size guide, Wanted, Terms, About, the address).
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        if (!(el instanceof HTMLElement) || el === document.body) return null;
        const style = getComputedStyle(el);
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
        const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent?.trim() : undefined;
        return { name: label ?? name, outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 };
      });
      if (!focus) continue;
      reached.push(focus.name);
      expect(focus.outline, `focus ring on "${focus.name}"`).toBe(true);
    }
    for (const name of [
      'Skip to main content',
      'Log in',
      'Sign up',
      'Email',
      'Password',
      'Show password',
      'Forgot your password?',
      'Wanted',
      'Terms',
      'About',
    ]) {
      expect(reached).toContain(name);
    }
  });

  it('runs without console errors or CSP violations', async () => {
    const { page } = e2e;
    const csp = await watchCsp(page);
    // The form pages load zod, whose JIT probe (`new Function`) the CSP blocks without a console error.
    for (const path of ['/', '/login', '/register', '/about', '/terms', '/reset-password', '/forgot-password']) {
      await page.goto(path);
      await visible(page.getByRole('contentinfo'));
      await page.waitForLoadState('networkidle');
    }
    expect(e2e.session.errors).toEqual([]);
    expect(csp.violations).toEqual([]);
    expect(csp.console.filter((line) => /\beval\b/i.test(line))).toEqual([]);
  });

  it('never scrolls sideways on a phone, on any main page', async () => {
    const { admin, pages } = await seedMainPages(e2e);
    await signInBrowser(e2e, admin);
    const { page } = e2e;
    await page.setViewportSize(VIEWPORTS.phone);
    const tooWide: string[] = [];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await visible(ready(page));
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > VIEWPORTS.phone.width) tooWide.push(`${path}: ${width}px`);
    }
    expect(tooWide).toEqual([]);
    expect(e2e.session.errors).toEqual([]);
  });
});
