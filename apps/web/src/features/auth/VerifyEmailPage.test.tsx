import { AUTH_TEXTS } from '@mpx/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';

describe('Email verification page', () => {
  it('verifies once on load, even under StrictMode, and shows the server’s message', async () => {
    const { calls } = await renderApp(
      '/verify-email?token=tok123',
      { 'auth.verifyEmail': () => ({ message: 'Email verified successfully.' }) },
      { strict: true },
    );
    expect(await screen.findByText('Email verified successfully.')).toBeTruthy();
    expect(calls.filter((c) => c.path === 'auth.verifyEmail')).toEqual([{ path: 'auth.verifyEmail', input: { token: 'tok123' } }]);
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('offers Register Again and Go to Login when verification fails', async () => {
    await renderApp('/verify-email?token=old', {
      'auth.verifyEmail': () => {
        throw apiError('Invalid or expired verification link.');
      },
    });
    expect(await screen.findByText('Invalid or expired verification link.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register Again' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
  });

  it('treats a missing token as a failed verification without calling the server', async () => {
    const { calls } = await renderApp('/verify-email');
    expect(await screen.findByText(AUTH_TEXTS.missingVerifyToken)).toBeTruthy();
    expect(calls.some((c) => c.path === 'auth.verifyEmail')).toBe(false);
  });
});
