import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../test/fixtures';
import { apiError } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';

describe('Route guards', () => {
  it.each(['/profile', '/messages', '/messages/3', '/my-listings', '/loans', '/admin'])('send a guest from %s to /login', async (path) => {
    const { pathname } = await renderApp(path);
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('show "Loading..." while the current user loads', async () => {
    let answer: (viewer: null) => void = () => {};
    const { pathname } = await renderApp('/profile', { 'auth.viewer': () => new Promise((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Loading...')).toBeTruthy();
    answer(null);
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('send a member who is not an admin from /admin to /', async () => {
    const { pathname } = await renderApp('/admin', { 'auth.viewer': () => member({ is_admin: false }) });
    await waitFor(() => expect(pathname()).toBe('/'));
  });

  it('let an admin into /admin', async () => {
    const { pathname } = await renderApp('/admin', { 'auth.viewer': () => member({ is_admin: true }) });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    expect(pathname()).toBe('/admin');
  });

  it('end the session and go to /login on a 401 while on a member page', async () => {
    let loggedIn = true;
    const { pathname } = await renderApp('/profile', {
      'auth.viewer': () => (loggedIn ? member() : null),
      'profile.me': () => {
        loggedIn = false;
        throw apiError('Invalid or expired token.', 'UNAUTHORIZED');
      },
    });
    await waitFor(() => expect(pathname()).toBe('/login'));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('show the not-found page for unknown paths', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
  });
});
