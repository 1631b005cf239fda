import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { itemAt } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { member } from '../../../test/fixtures';
import { apiError } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { adminHandlers, flagFixture } from '../testFixtures';

const count = (calls: { path: string }[], path: string) => calls.filter((c) => c.path === path).length;
const table = () => screen.getByRole('table', { name: 'Flagged content, newest first' });

const FLAGS = [
  flagFixture(),
  flagFixture({ flag_id: 10, status: 'reviewed', reason: 'Wrong photos.', reporter: { user_id: 8, name: 'Ron Reader' } }),
  flagFixture({ flag_id: 9, content_id: 6, listing: { listing_id: 6, brand: 'Yamaha', model: '11C4', status: 'sold' }, status: 'resolved' }),
  flagFixture({ flag_id: 8, content_id: 4, listing: null, status: 'resolved' }),
];

describe('/admin: the summary cards and the Flags tab', () => {
  it('shows the title, the tabs and the summary cards', async () => {
    await renderApp('/admin', adminHandlers({ 'moderation.dashboard': () => ({ pendingFlags: 1 }), 'moderation.flags': () => FLAGS }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Admin sections' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Flags', 'Users', 'Analytics', 'Audit Log', 'System']);
    expect(screen.getByRole('heading', { level: 2, name: 'Flagged Content' })).toBeTruthy();
    const cards = within(await screen.findByRole('list', { name: 'Flag summary' })).getAllByRole('listitem');
    await waitFor(() => expect(cards.map((c) => c.textContent)).toEqual(['1Pending Flags', '3Total Flagged Listings', '2Resolved Flags']));
  });

  it('lists every flag with its listing link, reporter, reason, status and time; Resolve and Review only while pending', async () => {
    await renderApp('/admin', adminHandlers({ 'moderation.flags': () => FLAGS }));
    await screen.findByRole('table', { name: 'Flagged content, newest first' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Listing', 'Reporter', 'Reason', 'Status', 'Flagged', 'Actions']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const inRow = (i: number) => within(itemAt(rows, i));
    const first = inRow(0);
    expect(first.getByRole('link', { name: 'Bach 7C' }).getAttribute('href')).toBe('/listings/5');
    expect(rows[0]?.textContent).toContain('Rita Reporter');
    expect(rows[0]?.textContent).toContain('Looks like a scam.');
    expect(rows[0]?.textContent).toContain('Pending');
    expect(rows[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2025-07-19T03:04:05.123Z');
    expect(first.getAllByRole('button').map((b) => b.textContent)).toEqual(['Resolve', 'Review', 'Delete flag', 'Delete listing']);
    expect(
      inRow(1)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Delete flag', 'Delete listing']);
    expect(rows[1]?.textContent).toContain('Reviewed');
    expect(rows[2]?.textContent).toContain('Resolved');
    // A listing that no longer exists: no link, nothing to delete.
    expect(rows[3]?.textContent).toContain('Listing removed');
    expect(
      inRow(3)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Delete flag']);
  });

  it('says so when there are no flags', async () => {
    await renderApp('/admin', adminHandlers());
    expect(await screen.findByText('No flagged content.')).toBeTruthy();
  });

  it('resolves and reviews a flag: "Flag status updated", and the lists reload', async () => {
    const { calls } = await renderApp('/admin', adminHandlers({ 'moderation.flags': () => [flagFixture()], 'moderation.setFlagStatus': () => flagFixture() }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve flag on Bach 7C' }));
    expect(await screen.findByText('Flag status updated')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review flag on Bach 7C' }));
    await waitFor(() => expect(count(calls, 'moderation.setFlagStatus')).toBe(2));
    expect(calls.filter((c) => c.path === 'moderation.setFlagStatus').map((c) => c.input)).toEqual([
      { flag_id: 11, status: 'resolved' },
      { flag_id: 11, status: 'reviewed' },
    ]);
    await waitFor(() => expect(count(calls, 'moderation.flags')).toBeGreaterThanOrEqual(2));
    expect(count(calls, 'moderation.dashboard')).toBeGreaterThanOrEqual(2);
  });

  it('says "Failed to update flag status" when that fails', async () => {
    await renderApp(
      '/admin',
      adminHandlers({
        'moderation.flags': () => [flagFixture()],
        'moderation.setFlagStatus': () => {
          throw apiError('Flag not found.', 'NOT_FOUND');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve flag on Bach 7C' }));
    expect(await screen.findByText('Failed to update flag status')).toBeTruthy();
  });

  it('deletes a flag after "Delete this flag?"', async () => {
    const { calls } = await renderApp(
      '/admin',
      adminHandlers({ 'moderation.flags': () => [flagFixture()], 'moderation.deleteFlag': () => ({ message: 'Flag deleted successfully.' }) }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete flag on Bach 7C' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Delete this flag?');
    // Cancel first: nothing is sent.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(count(calls, 'moderation.deleteFlag')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete flag on Bach 7C' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Flag deleted')).toBeTruthy();
    expect(calls.find((c) => c.path === 'moderation.deleteFlag')?.input).toEqual({ flag_id: 11 });
  });

  it('says "Failed to delete flag" when that fails', async () => {
    await renderApp(
      '/admin',
      adminHandlers({
        'moderation.flags': () => [flagFixture()],
        'moderation.deleteFlag': () => {
          throw apiError('Flag not found.', 'NOT_FOUND');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete flag on Bach 7C' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete flag')).toBeTruthy();
  });

  it('deletes the listing behind a flag after the warning: "Listing deleted successfully"', async () => {
    const { calls } = await renderApp(
      '/admin',
      adminHandlers({
        'moderation.flags': () => [flagFixture()],
        'admin.deleteListing': () => ({ message: 'Listing deleted successfully.', deletedListing: { listing_id: 5, brand: 'Bach', model: '7C', user_id: 7 } }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete listing Bach 7C' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete listing' });
    expect(confirm.textContent).toContain(
      "Are you sure you want to delete Bach 7C? This cannot be undone. It also removes the listing's loans, messages and flags.",
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Listing deleted successfully')).toBeTruthy();
    expect(calls.find((c) => c.path === 'admin.deleteListing')?.input).toEqual({ listing_id: 5 });
  });

  it('says "Failed to delete listing" when that fails', async () => {
    await renderApp(
      '/admin',
      adminHandlers({
        'moderation.flags': () => [flagFixture()],
        'admin.deleteListing': () => {
          throw apiError('Listing not found.', 'NOT_FOUND');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete listing Bach 7C' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete listing')).toBeTruthy();
  });

  it('says "Failed to load admin data" when the flags cannot be read', async () => {
    await renderApp(
      '/admin',
      adminHandlers({
        'moderation.flags': () => {
          throw apiError('Internal server error.', 'INTERNAL_SERVER_ERROR');
        },
      }),
    );
    expect(await screen.findByText('Failed to load admin data', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('sends a member who is not an admin to /', async () => {
    const { pathname } = await renderApp('/admin', adminHandlers({ 'auth.viewer': () => member() }));
    await waitFor(() => expect(pathname()).toBe('/'));
  });
});
