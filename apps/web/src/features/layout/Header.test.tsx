import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { initialOf } from '../../lib/displayName';
import { member, SITE_CONFIG } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

describe('Header', () => {
  it('shows the avatar initial of the nickname', async () => {
    await renderApp('/about', { 'auth.viewer': () => member({ nickname: 'tromba', name: 'Sam Lee' }) });
    expect((await screen.findByRole('button', { name: 'Account menu' })).textContent).toBe('T');
  });

  it('falls back to the initial of the name without a nickname', async () => {
    await renderApp('/about', { 'auth.viewer': () => member({ nickname: null, name: 'sam Lee' }) });
    expect((await screen.findByRole('button', { name: 'Account menu' })).textContent).toBe('S');
  });

  it('takes whole characters, not halves of surrogate pairs', () => {
    expect(initialOf({ name: 'Ann', nickname: '🎺 Blaster' })).toBe('🎺');
    expect(initialOf({ name: 'Ann', nickname: '  ' })).toBe('A');
  });

  it('shows member links, and Admin only to admins', async () => {
    await renderApp('/about', { 'auth.viewer': () => member({ is_admin: false }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Messages', 'My Listings', 'Loans']);
  });

  it('adds Admin for admins', async () => {
    await renderApp('/about', { 'auth.viewer': () => member({ is_admin: true }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('offers Log in and Sign up to guests, and names the site from the server config', async () => {
    await renderApp('/about');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    expect(within(banner).getByText(SITE_CONFIG.siteName)).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('puts the spec’s 2025 in the copyright line whatever the date, and the Terms and About links in the footer', async () => {
    // Only Date is mocked (no fake timers): a later clock must not move the year.
    vi.setSystemTime(new Date('2031-03-01T10:00:00'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await renderApp('/about');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(`© 2025 ${SITE_CONFIG.siteName}. All rights reserved.`)).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(within(footer).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
  });
});
