import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../test/fixtures';
import { apiError } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';

describe('Login page', () => {
  it('requires email and password before sending', async () => {
    const { calls } = await renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls.some((c) => c.path === 'auth.login')).toBe(false);
  });

  it('shows the server’s error on failure', async () => {
    await renderApp('/login', {
      'auth.login': () => {
        throw apiError('Invalid email or password.', 'UNAUTHORIZED');
      },
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'sam@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
  });

  it('goes home signed in after success', async () => {
    const sam = member();
    const { pathname } = await renderApp('/login', { 'auth.login': () => ({ token: 't', user: sam }) });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'sam@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(pathname()).toBe('/'));
    expect(screen.getByRole('button', { name: 'Account menu' }).textContent).toBe('T');
  });
});
