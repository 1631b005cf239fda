import { PROFILE_TEXTS, profileUpdateInput } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, ownProfile } from '../../test/fixtures';
import { apiError } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';
import { ratingFixture } from '../../entities/user/ratingFixtures';

function renderProfile(handlers: Record<string, (input: unknown) => unknown> = {}) {
  let saved = ownProfile({ nickname: 'Tromba', paypal_link: 'https://paypal.me/Tromba' });
  return renderApp('/profile', {
    'auth.viewer': () => member({ nickname: saved.nickname }),
    'profile.me': () => saved,
    'ratings.forUser': () => [],
    'profile.update': (input) => {
      saved = { ...saved, ...profileUpdateInput.parse(input) };
      return saved;
    },
    ...handlers,
  });
}

describe('Profile page', () => {
  it('shows the saved details, rating and an empty ratings list', async () => {
    await renderProfile();
    expect(await screen.findByText('sam@example.test')).toBeTruthy();
    expect(screen.getByText('Tromba')).toBeTruthy();
    expect(screen.getByText('Victoria (VIC)')).toBeTruthy();
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('(2 ratings)')).toBeTruthy();
    expect(await screen.findByText('No ratings yet.')).toBeTruthy();
  });

  it('lists the ratings the member received', async () => {
    const { calls } = await renderProfile({
      'ratings.forUser': () => [ratingFixture({ to_user_id: 7, comment: 'Paid promptly.', from_user: { user_id: 9, name: 'Robin Horn', nickname: null } })],
    });
    const region = await screen.findByRole('region', { name: 'Ratings received' });
    expect(await within(region).findByText('Paid promptly.')).toBeTruthy();
    expect(region.textContent).toContain('From Robin Horn');
    expect(calls.find((c) => c.path === 'ratings.forUser')?.input).toEqual({ user_id: 7 });
  });

  it('says "No ratings yet" when nobody has rated the member, like the cards do', async () => {
    await renderApp('/profile', { 'auth.viewer': () => member(), 'profile.me': () => ownProfile({ average_rating: 0, rating_count: 0 }) });
    const rating = await screen.findByText('Rating');
    expect(rating.nextElementSibling?.textContent).toBe('No ratings yet');
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  it('saves an edit, returns to the view and says "Profile updated!"', async () => {
    const { calls } = await renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText(/Nickname/), { target: { value: 'Slide' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PROFILE_TEXTS.updated)).toBeTruthy();
    expect(await screen.findByText('Slide')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(calls.find((c) => c.path === 'profile.update')?.input).toMatchObject({ nickname: 'Slide', name: 'Sam Lee' });
    // The header avatar follows the new nickname.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' }).textContent).toBe('S'));
  });

  it('Cancel restores the saved values', async () => {
    await renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText(/Nickname/), { target: { value: 'Changed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Tromba')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText<HTMLInputElement>(/Nickname/).value).toBe('Tromba');
  });

  it('validates with the shared rules before sending', async () => {
    const { calls } = await renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText(/PayPal link/), { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Postcode must be exactly 4 digits.')).toBeTruthy();
    expect(screen.getByText('PayPal link must be a valid PayPal.Me URL, PayPal.Me handle or email address.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'profile.update')).toBe(false);
  });

  it('shows the server’s error text and the "Update failed" snackbar when saving fails', async () => {
    await renderProfile({
      'profile.update': () => {
        throw apiError('Disposable email addresses are not allowed for PayPal.', 'BAD_REQUEST', [
          { path: 'paypal_link', message: 'Disposable email addresses are not allowed for PayPal.' },
        ]);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Disposable email addresses are not allowed for PayPal.')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText(PROFILE_TEXTS.updateFailed)).length).toBeGreaterThan(0);
  });

  it('says "Failed to load profile." when the profile cannot be loaded', async () => {
    await renderApp('/profile', {
      'auth.viewer': () => member(),
      'profile.me': () => {
        throw apiError('Failed to fetch profile.', 'INTERNAL_SERVER_ERROR');
      },
    });
    expect(await screen.findByText(PROFILE_TEXTS.loadFailed)).toBeTruthy();
  });

  it('remembers that the Quick Start guide was dismissed', async () => {
    await renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss Quick Start for Sellers' }));
    expect(screen.queryByText('Quick Start for Sellers')).toBeNull();
    expect(window.localStorage.getItem('mpx.quickStartDismissed')).toBe('1');
  });

  it('explains payment links in a dialog with the handle rules', async () => {
    await renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'How do I create a payment link?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Creating a PayPal.Me payment link' });
    expect(dialog.textContent).toContain('alphanumeric');
    expect(dialog.textContent).toContain('up to 20 characters');
    expect(dialog.textContent).toContain('no spaces');
    expect(dialog.textContent).toContain('permanent');
  });
});
