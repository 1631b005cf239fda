import { AUTH_TEXTS } from '@mpx/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';

describe('Reset password page', () => {
  it('without a token shows the invalid-link error and a way to request a new link', async () => {
    await renderApp('/reset-password');
    expect(await screen.findByText(AUTH_TEXTS.missingResetToken)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('checks length and that both entries match before sending', async () => {
    const { calls } = await renderApp('/reset-password?token=abc');
    const submit = await screen.findByRole('button', { name: 'Reset password' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: '123' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Password must be at least 6 characters long.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'secret2' } });
    fireEvent.click(submit);
    expect(await screen.findByText(AUTH_TEXTS.passwordsDoNotMatch)).toBeTruthy();
    expect(calls.some((c) => c.path === 'auth.resetPassword')).toBe(false);
  });

  it('sends the token with the new password and shows the server’s answer', async () => {
    const { calls } = await renderApp('/reset-password?token=abc', {
      'auth.resetPassword': () => ({ message: 'Password reset successfully.' }),
    });
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password reset successfully.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'auth.resetPassword')?.input).toEqual({ token: 'abc', newPassword: 'secret1' });
  });

  it('shows the server’s error when the token is refused', async () => {
    await renderApp('/reset-password?token=abc', {
      'auth.resetPassword': () => {
        throw apiError('Invalid or expired reset token.');
      },
    });
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'secret1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Invalid or expired reset token.')).toBeTruthy();
  });
});
