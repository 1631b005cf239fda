import { present } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { createVerifiedMember, newMember, verificationLink } from './harness/members';
import { header, pathOf, visible, waitForPath } from './harness/page';
import { to } from '@mpx/testing';

const e2e = useE2E();

describe('Account journey', () => {
  it('registers, verifies by email, logs in, edits the profile and logs out', async () => {
    const { page } = e2e;
    const member = newMember({ first_name: 'Jamie', last_name: 'Brass' });

    await page.goto('/register');
    await page.getByLabel('First name').fill(member.first_name);
    await page.getByLabel('Last name').fill(member.last_name);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Victoria (VIC)' }).click();
    await page.getByLabel('Postcode').fill(member.location_postcode);
    const submit = page.getByRole('button', { name: 'Create account' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I have read and accept/ }).click();
    await submit.click();
    await waitForPath(page, '/registration-success');
    await visible(page.getByText('Please check your email (and your spam or junk folder)'));

    // The verification email reaches the SMTP sink; its link opens the app, which verifies on load.
    const link = await verificationLink(e2e, member.email);
    expect(link.startsWith(`${e2e.server.baseUrl}/verify-email?token=`)).toBe(true);
    await page.goto(link);
    await visible(page.getByText('Email verified successfully.'));

    await page.getByRole('link', { name: 'Go to Login' }).click();
    await waitForPath(page, '/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await waitForPath(page, '/');

    const avatar = await visible(header(page).getByRole('button', { name: 'Account menu' }));
    expect((await avatar.textContent())?.trim()).toBe('J');

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await waitForPath(page, '/profile');
    await visible(page.getByText(member.email));
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByLabel('Nickname').fill('Slide');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(page.getByText('Profile updated!'));
    await visible(page.getByRole('button', { name: 'Edit', exact: true }));
    await page.waitForFunction(() => document.querySelector('[aria-label="Account menu"]')?.textContent?.trim() === 'S');

    // The change is stored, not just shown.
    await page.reload();
    await visible(page.getByText('Slide', { exact: true }));

    await header(page).getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await waitForPath(page, '/');
    await visible(header(page).getByRole('link', { name: 'Log in' }));
    expect(await header(page).getByRole('button', { name: 'Account menu' }).count()).toBe(0);
    expect(e2e.session.errors).toEqual([]);
  });

  it('shows the server’s message when logging in with a wrong password', async () => {
    const member = await createVerifiedMember(e2e);
    const { page } = e2e;
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await visible(page.getByText('Invalid email or password.'));
    expect(pathOf(page)).toBe('/login');
  });

  it('resets a forgotten password by email, then returns to the login page after 3 seconds', async () => {
    const member = await createVerifiedMember(e2e);
    const { page, smtp } = e2e;
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await visible(page.getByText('If an account with that email exists, a password reset link has been sent.'));

    const mail = await smtp.waitFor((m) => to(member.email)(m) && m.links.some((l) => l.includes('/reset-password?token=')));
    await page.goto(
      present(
        mail.links.find((l) => l.includes('/reset-password?token=')),
        'a reset link in the email',
      ),
    );
    await page.getByLabel('New password', { exact: true }).fill('new-secret-2');
    await page.getByLabel('Confirm new password', { exact: true }).fill('new-secret-2');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await visible(page.getByText('Password reset successfully.'));
    const started = Date.now();
    await waitForPath(page, '/login');
    expect(Date.now() - started).toBeGreaterThan(2_000);

    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill('new-secret-2');
    await page.getByRole('button', { name: 'Log in' }).click();
    await waitForPath(page, '/');
    await visible(header(page).getByRole('button', { name: 'Account menu' }));
  });
});
