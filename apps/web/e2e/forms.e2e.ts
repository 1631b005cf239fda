import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { createVerifiedMember } from './harness/members';
import { visible } from './harness/page';

const e2e = useE2E();

describe('Auth forms', () => {
  it('keeps the register button disabled until the terms box is ticked', async () => {
    const { page } = e2e;
    await page.goto('/register');
    const submit = await visible(page.getByRole('button', { name: 'Create account' }));
    expect(await submit.isDisabled()).toBe(true);
    const terms = page.getByRole('checkbox', { name: /I have read and accept/ });
    await terms.click();
    expect(await submit.isEnabled()).toBe(true);
    await terms.click();
    expect(await submit.isDisabled()).toBe(true);

    // The terms link opens in a new tab.
    const link = page.getByRole('link', { name: 'Terms and Conditions' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await visible(popup.getByRole('heading', { name: 'Terms and Conditions', level: 1 }));
    expect(await popup.getByRole('heading', { level: 2 }).allTextContents()).toHaveLength(11);
  });

  it('shows the register validation messages before sending', async () => {
    const { page } = e2e;
    await page.goto('/register');
    await page.getByRole('checkbox', { name: /I have read and accept/ }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of ['First name is required', 'Email is required', 'State is required', 'Postcode is required']) {
      await visible(page.getByText(message, { exact: true }));
    }
  });

  it('shows the server’s error in an alert, scrolled into view, when the email is taken', async () => {
    const existing = await createVerifiedMember(e2e);
    const { page } = e2e;
    await page.setViewportSize({ width: 375, height: 500 });
    await page.goto('/register');
    await page.getByLabel('First name').fill('Sam');
    await page.getByLabel('Last name').fill('Taken');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password', { exact: true }).fill('brass-band-1');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Queensland (QLD)' }).click();
    await page.getByLabel('Postcode').fill('4000');
    await page.getByRole('checkbox', { name: /I have read and accept/ }).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    const alert = await visible(page.getByRole('alert').filter({ hasText: 'Email already registered.' }));
    await page.waitForFunction(() => {
      const box = document.querySelector('[role="alert"]')?.getBoundingClientRect();
      return !!box && box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('explains a reset link without a token', async () => {
    await e2e.page.goto('/reset-password');
    await visible(e2e.page.getByText('Invalid reset link. Please request a new password reset.'));
    await e2e.page.getByRole('link', { name: 'Request a new reset link' }).click();
    await visible(e2e.page.getByRole('heading', { name: 'Forgot your password?' }));
  });
});
