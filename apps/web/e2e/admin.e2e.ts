import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './harness/axe';
import { useE2E } from './harness/env';
import { createVerifiedMember, newMember, signInBrowser } from './harness/members';
import { visible, waitForPath } from './harness/page';
import { createListing, createSeller } from './listings-fixtures';

const e2e = useE2E();

/** The number on a summary card ("1" under "Pending Flags"). */
function card(page: Page, label: string): Locator {
  return page.getByRole('list', { name: 'Flag summary' }).getByRole('listitem').filter({ hasText: label });
}

async function expectCard(page: Page, label: string, value: number) {
  await visible(card(page, `${value}${label}`));
  expect(await card(page, label).textContent()).toBe(`${value}${label}`);
}

/** Types into the users search box and waits until the table shows exactly the one user. */
async function findUser(page: Page, email: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await visible(page.getByText('Showing 1 - 1 of 1 users'));
  return page.getByRole('table', { name: 'Users, newest first' }).getByRole('row').filter({ hasText: email });
}

describe('/admin', () => {
  it('lets an admin resolve a flag, delete the listing, verify and force-delete users, and see it all in the audit log', async () => {
    const admin = await createVerifiedMember(e2e, { first_name: 'Ada', last_name: 'Admin' });
    await e2e.server.makeAdmin(admin.email);
    const seller = await createSeller(e2e, { first_name: 'Sid', last_name: 'Seller' });
    const reporter = await createSeller(e2e, { first_name: 'Rita', last_name: 'Reporter' });
    const listing = await createListing(seller, { brand: 'Bach', model: 'Suspicious' });
    // A member flags the listing (by API).
    await reporter.api.moderation.flag.mutate({ content_id: listing.listing_id, reason: 'The photos are from another shop.' });
    // A user who never verified their address, and one with an active listing.
    const unverified = newMember({ first_name: 'Una', last_name: 'Unverified' });
    await e2e.api.auth.register.mutate(unverified);
    const doomed = await createSeller(e2e, { first_name: 'Dom', last_name: 'Doomed' });
    await createListing(doomed, { brand: 'Yamaha', model: 'Busy' });

    const { page } = e2e;
    await signInBrowser(e2e, admin);
    await page.goto('/admin');
    await visible(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));

    // Flags: the pending flag, counted and listed.
    await expectCard(page, 'Pending Flags', 1);
    await expectCard(page, 'Total Flagged Listings', 1);
    await expectCard(page, 'Resolved Flags', 0);
    const flags = await visible(page.getByRole('table', { name: 'Flagged content, newest first' }));
    const flagRow = flags.getByRole('row').filter({ hasText: 'The photos are from another shop.' });
    await visible(flagRow.getByRole('link', { name: 'Bach Suspicious' }));
    await visible(flagRow.getByText('Rita Reporter'));
    await visible(flagRow.getByText('Pending'));

    // Resolve it.
    await flagRow.getByRole('button', { name: 'Resolve flag on Bach Suspicious' }).click();
    await visible(page.getByText('Flag status updated'));
    await expectCard(page, 'Pending Flags', 0);
    await expectCard(page, 'Resolved Flags', 1);
    await visible(flagRow.getByText('Resolved'));
    expect(await flagRow.getByRole('button', { name: /^(Resolve|Review) flag/ }).count()).toBe(0);

    // Delete the listing behind it, after the warning.
    await flagRow.getByRole('button', { name: 'Delete listing Bach Suspicious' }).click();
    const confirmListing = await visible(page.getByRole('alertdialog', { name: 'Delete listing' }));
    await visible(confirmListing.getByText(/This cannot be undone\. It also removes the listing's loans, messages and flags\./));
    await confirmListing.getByRole('button', { name: 'Delete' }).click();
    await visible(page.getByText('Listing deleted successfully'));
    await visible(page.getByText('No flagged content.'));
    await expectCard(page, 'Total Flagged Listings', 0);

    // Users: find the unverified user by email and verify them.
    await page.getByRole('tab', { name: 'Users' }).click();
    await visible(page.getByRole('heading', { level: 2, name: 'User Management' }));
    // The open tab is in the URL: a reload (or a link) opens it again.
    await page.waitForURL((url) => url.searchParams.get('tab') === 'users');
    await page.reload();
    await visible(page.getByRole('heading', { level: 2, name: 'User Management' }));
    expect(await page.getByRole('tab', { name: 'Users' }).getAttribute('aria-selected')).toBe('true');
    const unverifiedRow = await findUser(page, unverified.email);
    await visible(unverifiedRow.getByRole('button', { name: `Resend verification to ${unverified.email}` }));
    const verified = unverifiedRow.getByRole('switch', { name: `Email verified: ${unverified.email}` });
    expect(await verified.getAttribute('aria-checked')).toBe('false');
    await verified.click();
    await visible(page.getByText('Email verification enabled'));
    await page.waitForFunction(
      (email) => document.querySelector(`[aria-label="Users, newest first"] button[aria-label="Resend verification to ${email}"]`) === null,
      unverified.email,
    );
    expect(await verified.getAttribute('aria-checked')).toBe('true');

    // The admin's own row: no removing their own admin status, no deleting themselves.
    const ownRow = await findUser(page, admin.email);
    expect(await ownRow.getByRole('switch', { name: `Admin: ${admin.email}` }).isDisabled()).toBe(true);
    expect(await ownRow.getByRole('button', { name: `Delete ${admin.email}` }).isDisabled()).toBe(true);

    // Delete the user with an active listing: the second, forced confirmation shows the counts.
    const doomedRow = await findUser(page, doomed.member.email);
    await doomedRow.getByRole('button', { name: `Delete ${doomed.member.email}` }).click();
    const first = await visible(page.getByRole('alertdialog', { name: 'Delete user' }));
    await first.getByRole('button', { name: 'Delete' }).click();
    const forced = await visible(page.getByRole('alertdialog', { name: 'Delete user anyway?' }));
    await visible(forced.getByText(/Warning: this user has active listings or loans - do you want to proceed\? Active listings: 1\. Active loans: 0\./));
    await forced.getByRole('button', { name: 'Delete anyway' }).click();
    await visible(page.getByText('User deleted successfully'));
    await visible(page.getByText('No users found.'));

    // The audit log: every action, newest first.
    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const audit = await visible(page.getByRole('table', { name: 'Admin actions, newest first' }));
    await visible(audit.getByText('User deleted'));
    const actions = await audit.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(actions).toEqual(['User deleted', 'Email verification changed', 'Listing deleted', 'Flag status changed']);
    const rows = await audit.locator('tbody tr').allTextContents();
    expect(rows[0]).toContain(doomed.member.email);
    expect(rows[1]).toContain(unverified.email);
    expect(rows[2]).toContain('Bach Suspicious');
    expect(rows[3]).toContain('status: pending → resolved');
    for (const row of rows) expect(row).toContain('Ada Admin');

    // Analytics: the counters and the charts load on this tab.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await visible(page.getByRole('heading', { level: 3, name: 'Users' }));
    await visible(page.getByRole('figure').filter({ hasText: 'New members' }).locator('canvas'));

    // The first delete's 409 (the warning) is the only failed request the browser saw.
    expect(e2e.session.errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  });

  it('shows the System tab: the last backup, email and the settings in force, passing every axe-core rule', async () => {
    const admin = await createVerifiedMember(e2e, { first_name: 'Bo', last_name: 'Backup' });
    await e2e.server.makeAdmin(admin.email);
    // The operator backs up by hand (`npm run backup`) while the server runs.
    await e2e.server.backup();
    const session = await e2e.openSession();
    await signInBrowser(e2e, admin, session);
    const { page } = session;
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'System' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'system');
    await visible(page.getByRole('heading', { level: 2, name: 'System' }));
    const backups = page.getByRole('region', { name: 'Backups' });
    await visible(backups.getByText(/: succeeded, [\d.]+ (KB|MB)\.$/));
    await visible(backups.getByText(`${e2e.server.dataDir}/backups/`, { exact: false }));
    await visible(page.getByRole('region', { name: 'Email' }).getByText(/^SMTP, smtp:\/\/127\.0\.0\.1:\d+$/));
    const settings = await visible(page.getByRole('table', { name: 'Configuration in force' }));
    expect(await settings.getByRole('row').filter({ hasText: 'DATA_DIR' }).textContent()).toBe(`DATA_DIR${e2e.server.dataDir}`);
    expect(await axeViolations(page)).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('sends a member who opens /admin to /', async () => {
    const member = await createVerifiedMember(e2e);
    const session = await e2e.openSession();
    await signInBrowser(e2e, member, session);
    await session.page.goto('/admin');
    await waitForPath(session.page, '/');
    expect(await session.page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
  });
});
