import { TERMS_REQUIRED_MESSAGE } from '@mpx/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy, isDisabled } from '../../test/dom';
import { renderApp } from '../../test/renderApp';

async function openRegister() {
  const result = await renderApp('/register');
  const submit = await screen.findByRole('button', { name: 'Create account' });
  const terms = screen.getByRole('checkbox', { name: /I have read and accept/ });
  return { ...result, submit, terms };
}

describe('Register page', () => {
  it('keeps the submit button disabled until the terms box is ticked', async () => {
    const { submit, terms } = await openRegister();
    expect(isDisabled(submit)).toBe(true);
    expect(describedBy(terms)).toBe(TERMS_REQUIRED_MESSAGE);

    fireEvent.click(terms);
    expect(isDisabled(submit)).toBe(false);

    fireEvent.click(terms);
    expect(isDisabled(submit)).toBe(true);
  });

  it('opens the terms in a new tab from the checkbox label', async () => {
    await openRegister();
    const link = screen.getByRole('link', { name: 'Terms and Conditions' });
    expect(link.getAttribute('href')).toBe('/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the spec’s validation messages per field and sends nothing', async () => {
    const { submit, terms, calls } = await openRegister();
    fireEvent.click(terms);
    fireEvent.click(submit);

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'State is required',
      'Postcode is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    // Each message is announced with its field.
    expect(describedBy(screen.getByLabelText('First name'))).toBe('First name is required');
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.path === 'auth.register')).toBe(false);
  });

  it('explains rule failures, not just missing values', async () => {
    const { submit, terms } = await openRegister();
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '30' } });
    fireEvent.click(terms);
    fireEvent.click(submit);

    expect(await screen.findByText('First name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 4-digit postcode')).toBeTruthy();
  });

  it('toggles the password between hidden and shown', async () => {
    await openRegister();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    await waitFor(() => expect(password.getAttribute('type')).toBe('password'));
  });
});
