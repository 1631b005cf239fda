import { adminUserUpdateInput, emailVerifiedInput, isAdminInput, isRecord, stringField, type AdminUser } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isDisabled } from '../../../test/dom';
import { apiError } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { ADMIN_ID, adminHandlers, adminUserFixture, usersPageFixture } from '../testFixtures';

const count = (calls: { path: string }[], path: string) => calls.filter((c) => c.path === path).length;
const inputsOf = (calls: { path: string; input: unknown }[], path: string) => calls.filter((c) => c.path === path).map((c) => c.input);

const SELF = adminUserFixture({ user_id: ADMIN_ID, email: 'ada@example.test', name: 'Ada Admin', nickname: null, is_admin: true, listing_count: 0 });
const SID = adminUserFixture();
const NEW = adminUserFixture({ user_id: 8, email: 'una@example.test', name: 'Una Unverified', nickname: null, email_verified: false, listing_count: 0 });

/** /admin on the Users tab, the table loaded. */
async function openUsers(handlers: Record<string, (input: unknown) => unknown> = {}, users: AdminUser[] = [NEW, SID, SELF]) {
  const rendered = await renderApp('/admin', adminHandlers({ 'admin.usersPage': () => usersPageFixture(users), ...handlers }));
  fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Users' }));
  await screen.findByRole('table', { name: 'Users, newest first' });
  return rendered;
}

const row = (email: string) => {
  const cell = within(screen.getByRole('table', { name: 'Users, newest first' })).getByText(email);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`no row for ${email}`);
  return within(tr);
};

/** A api §8.6 refusal as the server sends it over tRPC: the warning fields in the error's data. */
function activeUserError() {
  return TRPCClientError.from({
    error: {
      message: 'This user has active listings or loans.',
      code: -32600,
      data: {
        code: 'CONFLICT',
        httpStatus: 409,
        warning: true,
        message: 'Warning: this user has active listings or loans - do you want to proceed?',
        activeListings: 3,
        activeLoans: 1,
      },
    },
  });
}

describe('/admin: the Users tab', () => {
  it('shows a table with column headers, the users and the count line', async () => {
    await openUsers();
    expect(screen.getByRole('heading', { level: 2, name: 'User Management' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Users, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Location', 'Joined', 'Listings', 'Email verified', 'Admin', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(row('sid@example.test').getByText('Sidney')).toBeTruthy();
    expect(screen.getByText('Showing 1 - 3 of 3 users')).toBeTruthy();
  });

  it('searches by name, nickname or email on the server after a pause, from page 1', async () => {
    const { calls } = await openUsers({
      'admin.usersPage': (input) => {
        return stringField(input, 'q') === 'sid' ? usersPageFixture([SID]) : usersPageFixture([NEW, SID, SELF], { totalCount: 120 });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(inputsOf(calls, 'admin.usersPage')).toContainEqual({ page: 2 }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: ' sid ' } });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Users, newest first' })).getAllByRole('row')).toHaveLength(2));
    expect(inputsOf(calls, 'admin.usersPage').at(-1)).toEqual({ q: 'sid', page: 1 });
    expect(screen.getByText('Showing 1 - 1 of 1 users')).toBeTruthy();
  });

  it('says "No users found." when nothing matches', async () => {
    await renderApp('/admin', adminHandlers());
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('No users found.')).toBeTruthy();
  });

  it('edits name, nickname, state and postcode, checking them first', async () => {
    const { calls } = await openUsers({ 'admin.updateUser': (input) => ({ ...SID, ...adminUserUpdateInput.parse(input) }) });
    fireEvent.click(row('sid@example.test').getByRole('button', { name: 'Edit sid@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const field = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    expect(field('Name')).toHaveProperty('value', 'Sid Seller');
    expect(field('Nickname')).toHaveProperty('value', 'Sidney');
    expect(field('Postcode')).toHaveProperty('value', '2000');
    expect(within(dialog).getByRole('combobox', { name: 'State' }).textContent).toContain('NSW');

    fireEvent.change(field('Postcode'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Postcode must be exactly 4 digits.')).toBeTruthy();
    expect(count(calls, 'admin.updateUser')).toBe(0);

    fireEvent.change(field('Name'), { target: { value: 'Sid Vicious' } });
    fireEvent.change(field('Nickname'), { target: { value: '' } });
    fireEvent.change(field('Postcode'), { target: { value: '3121' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User updated successfully')).toBeTruthy();
    expect(inputsOf(calls, 'admin.updateUser')).toEqual([
      { user_id: 7, name: 'Sid Vicious', nickname: null, location_state: 'NSW', location_postcode: '3121' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).toBeNull());
  });

  it('says "Failed to update user" when the server refuses', async () => {
    await openUsers({
      'admin.updateUser': () => {
        throw apiError('User not found.', 'NOT_FOUND');
      },
    });
    fireEvent.click(row('sid@example.test').getByRole('button', { name: 'Edit sid@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to update user');
  });

  it('toggles email verified and admin, with the spec’s snackbars', async () => {
    const { calls } = await openUsers({
      'admin.setEmailVerified': (input) => ({ ...SID, ...emailVerifiedInput.parse(input) }),
      'admin.setAdmin': (input) => ({ ...SID, ...isAdminInput.parse(input) }),
    });
    const verified = row('sid@example.test').getByRole('switch', { name: 'Email verified: sid@example.test' });
    expect(verified.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(verified);
    expect(await screen.findByText('Email verification disabled')).toBeTruthy();
    fireEvent.click(row('sid@example.test').getByRole('switch', { name: 'Admin: sid@example.test' }));
    expect(await screen.findByText('Admin status enabled')).toBeTruthy();
    expect(inputsOf(calls, 'admin.setEmailVerified')).toEqual([{ user_id: 7, email_verified: false }]);
    expect(inputsOf(calls, 'admin.setAdmin')).toEqual([{ user_id: 7, is_admin: true }]);
    // Each change reloads the table.
    await waitFor(() => expect(count(calls, 'admin.usersPage')).toBeGreaterThanOrEqual(3));
  });

  it('says "Failed to update email verification" / "Failed to update admin status" when those fail', async () => {
    await openUsers({
      'admin.setEmailVerified': () => {
        throw apiError('User not found.', 'NOT_FOUND');
      },
      'admin.setAdmin': () => {
        throw apiError('User not found.', 'NOT_FOUND');
      },
    });
    fireEvent.click(row('sid@example.test').getByRole('switch', { name: 'Email verified: sid@example.test' }));
    expect(await screen.findByText('Failed to update email verification')).toBeTruthy();
    fireEvent.click(row('sid@example.test').getByRole('switch', { name: 'Admin: sid@example.test' }));
    expect(await screen.findByText('Failed to update admin status')).toBeTruthy();
  });

  it('does not let the admin remove their own admin status or delete their own account', async () => {
    await openUsers();
    const own = row('ada@example.test');
    expect(isDisabled(own.getByRole('switch', { name: 'Admin: ada@example.test' }))).toBe(true);
    expect(isDisabled(own.getByRole('button', { name: 'Delete ada@example.test' }))).toBe(true);
    expect(isDisabled(row('sid@example.test').getByRole('switch', { name: 'Admin: sid@example.test' }))).toBe(false);
    expect(isDisabled(row('sid@example.test').getByRole('button', { name: 'Delete sid@example.test' }))).toBe(false);
  });

  it('offers Resend verification only for unverified users', async () => {
    const { calls } = await openUsers({ 'admin.resendVerification': () => ({ message: 'Verification email sent successfully!', sentTo: 'una@example.test' }) });
    expect(row('sid@example.test').queryByRole('button', { name: /Resend verification/ })).toBeNull();
    expect(row('ada@example.test').queryByRole('button', { name: /Resend verification/ })).toBeNull();
    fireEvent.click(row('una@example.test').getByRole('button', { name: 'Resend verification to una@example.test' }));
    expect(await screen.findByText('Verification email sent to una@example.test')).toBeTruthy();
    expect(inputsOf(calls, 'admin.resendVerification')).toEqual([{ user_id: 8 }]);
  });

  it.each([
    ['the mail server refused ("Internal server error.")', apiError('Internal server error.', 'INTERNAL_SERVER_ERROR'), 'Failed to resend verification email'],
    ['the server said why', apiError('User email is already verified.', 'BAD_REQUEST'), 'User email is already verified.'],
  ])('shows the resend failure when %s', async (_case, error, text) => {
    await openUsers({
      'admin.resendVerification': () => {
        throw error;
      },
    });
    fireEvent.click(row('una@example.test').getByRole('button', { name: 'Resend verification to una@example.test' }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText('Internal server error.')).toBeNull();
  });

  it('deletes a user with nothing active after one confirmation', async () => {
    const { calls } = await openUsers({ 'admin.deleteUser': () => ({ message: 'User deleted successfully.' }) });
    fireEvent.click(row('sid@example.test').getByRole('button', { name: 'Delete sid@example.test' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete user' });
    expect(confirm.textContent).toContain('Are you sure you want to delete Sid Seller (sid@example.test)? This cannot be undone.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    expect(inputsOf(calls, 'admin.deleteUser')).toEqual([{ user_id: 7 }]);
  });

  it('asks a second time, with the counts, when the user has active listings or loans, then forces the delete', async () => {
    const { calls } = await openUsers({
      'admin.deleteUser': (input) => {
        if (!isRecord(input) || input.force !== true) throw activeUserError();
        return { message: 'User deleted successfully.' };
      },
    });
    fireEvent.click(row('sid@example.test').getByRole('button', { name: 'Delete sid@example.test' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete user' })).getByRole('button', { name: 'Delete' }));
    const forced = await screen.findByRole('alertdialog', { name: 'Delete user anyway?' });
    expect(forced.textContent).toContain('Warning: this user has active listings or loans - do you want to proceed?');
    expect(forced.textContent).toContain('Active listings: 3. Active loans: 1.');
    fireEvent.click(within(forced).getByRole('button', { name: 'Delete anyway' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    expect(inputsOf(calls, 'admin.deleteUser')).toEqual([{ user_id: 7 }, { user_id: 7, force: true }]);
    expect(screen.queryByText('User deletion cancelled.')).toBeNull();
  });

  it('says "User deletion cancelled." when the second confirmation is declined', async () => {
    const { calls } = await openUsers({
      'admin.deleteUser': () => {
        throw activeUserError();
      },
    });
    fireEvent.click(row('sid@example.test').getByRole('button', { name: 'Delete sid@example.test' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete user' })).getByRole('button', { name: 'Delete' }));
    const forced = await screen.findByRole('alertdialog', { name: 'Delete user anyway?' });
    fireEvent.click(within(forced).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('User deletion cancelled.')).toBeTruthy();
    expect(inputsOf(calls, 'admin.deleteUser')).toEqual([{ user_id: 7 }]);
  });

  it('shows the server’s text, else "Failed to delete user", when a delete fails', async () => {
    await openUsers({
      'admin.deleteUser': () => {
        throw apiError('User not found.', 'NOT_FOUND');
      },
    });
    fireEvent.click(row('sid@example.test').getByRole('button', { name: 'Delete sid@example.test' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete user' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User not found.')).toBeTruthy();
  });
});
