import { describe, expect, it } from 'vitest';
import { useE2E } from './harness/env';
import { createVerifiedMember, signInBrowser } from './harness/members';
import { pathOf, visible, waitForPath } from './harness/page';

const e2e = useE2E();

describe('Route guards and unknown paths', () => {
  it('sends a guest visiting /profile to /login', async () => {
    await e2e.page.goto('/profile');
    await waitForPath(e2e.page, '/login');
    await visible(e2e.page.getByRole('heading', { name: 'Log in' }));
  });

  it('sends a logged-in member who is not an admin from /admin to /', async () => {
    const member = await createVerifiedMember(e2e);
    await signInBrowser(e2e, member);
    await e2e.page.goto('/admin');
    await waitForPath(e2e.page, '/');
    await visible(e2e.page.getByRole('button', { name: 'Account menu' }));
    expect(await e2e.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  it('lets an admin (made with `npm run admin`) open /admin', async () => {
    const member = await createVerifiedMember(e2e);
    await e2e.server.makeAdmin(member.email);
    await signInBrowser(e2e, member);
    await e2e.page.goto('/admin');
    await visible(e2e.page.getByRole('heading', { name: 'Admin Dashboard' }));
    expect(pathOf(e2e.page)).toBe('/admin');
    await visible(e2e.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }));
  });

  it('shows the 404 page, with a 404 status, for an unknown path', async () => {
    const response = await e2e.page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await visible(e2e.page.getByRole('heading', { name: 'Page not found' }));
    await visible(e2e.page.getByText('404', { exact: true }));
    await e2e.page.getByRole('link', { name: 'Go back home' }).click();
    await waitForPath(e2e.page, '/');
  });
});
