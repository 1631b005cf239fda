import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isDisabled } from '../../../test/dom';
import { member } from '../../../test/fixtures';
import { apiError, type MockHandlers } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { listingFixture, listResponse } from '../../listings/testFixtures';
import type { Listing } from '../../listings/types';

const ROBIN = { user_id: 9, name: 'Robin Horn', nickname: null, location_state: 'QLD' as const, average_rating: 0, rating_count: 0 };
const LISTING = listingFixture({ listing_id: 5, brand: 'Bach', model: '3C', user_id: 9, user: ROBIN });

const FLAG = {
  flag_id: 1,
  content_id: 5,
  content_type: 'listing' as const,
  listing: { listing_id: 5, brand: 'Bach', model: '3C', status: 'active' as const },
  reason: 'Looks like a stock photo.',
  status: 'pending' as const,
  timestamp: '2025-07-20T03:04:05.000Z',
  reporter: { user_id: 7, name: 'Sam Lee' },
};

function renderListing(
  handlers: MockHandlers = {},
  { listing = LISTING, viewer = (): unknown => member() }: { listing?: Listing; viewer?: (() => unknown) | null } = {},
) {
  return renderApp(`/listings/${listing.listing_id}`, {
    ...(viewer ? { 'auth.viewer': viewer } : {}),
    'listings.byId': () => listing,
    'listings.list': () => listResponse([listing]),
    'ratings.forUser': () => [],
    'ratings.viewerState': () => ({ rated: false }),
    'moderation.viewerFlagged': () => ({ flagged: false }),
    ...handlers,
  });
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Flag Listing' }));
  return screen.findByRole('dialog', { name: 'Flag Listing' });
}

const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Submit' });
const reason = (dialog: HTMLElement) => within(dialog).getByLabelText('Reason');

describe('Flag Listing', () => {
  it('keeps Submit disabled while the reason is blank', async () => {
    await renderListing();
    const dialog = await openDialog();
    expect(isDisabled(submitButton(dialog))).toBe(true);
    fireEvent.change(reason(dialog), { target: { value: '  \n  ' } });
    expect(isDisabled(submitButton(dialog))).toBe(true);
    fireEvent.change(reason(dialog), { target: { value: 'Not a mouthpiece' } });
    expect(isDisabled(submitButton(dialog))).toBe(false);
  });

  it('refuses a reason over 1000 characters with the contract text', async () => {
    await renderListing();
    const dialog = await openDialog();
    fireEvent.change(reason(dialog), { target: { value: 'a'.repeat(1001) } });
    expect(within(dialog).getByText('Reason must be 1000 characters or less.')).toBeTruthy();
    expect(isDisabled(submitButton(dialog))).toBe(true);
  });

  it('sends the trimmed reason, says "Flag submitted!" and shows the flagged state instead of the button', async () => {
    let flagged = false;
    const { calls } = await renderListing({
      'moderation.flag': () => {
        flagged = true;
        return FLAG;
      },
      'moderation.viewerFlagged': () => ({ flagged }),
    });
    const dialog = await openDialog();
    fireEvent.change(reason(dialog), { target: { value: '  Looks like a stock photo.  ' } });
    fireEvent.click(submitButton(dialog));

    expect(await screen.findByText('Flag submitted!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'moderation.flag')?.input).toEqual({ content_id: 5, reason: 'Looks like a stock photo.' });
    const note = await screen.findByText('You have already flagged this listing.');
    expect(screen.queryByRole('button', { name: 'Flag Listing' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(note.closest('[role="status"]')));
  });

  it('shows the server’s error text in the dialog, and the flagged state once it is closed', async () => {
    let attempts = 0;
    await renderListing({
      'moderation.flag': () => {
        attempts += 1;
        throw apiError('You have already flagged this listing.', 'CONFLICT');
      },
      'moderation.viewerFlagged': () => ({ flagged: attempts > 0 }),
    });
    const dialog = await openDialog();
    fireEvent.change(reason(dialog), { target: { value: 'Spam' } });
    fireEvent.click(submitButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You have already flagged this listing.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('You have already flagged this listing.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Flag Listing' })).toBeNull());
  });

  it('says "Failed to submit flag." when there is no server text', async () => {
    await renderListing({
      'moderation.flag': () => {
        throw new Error('network down');
      },
    });
    const dialog = await openDialog();
    fireEvent.change(reason(dialog), { target: { value: 'Spam' } });
    fireEvent.click(submitButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to submit flag.');
  });

  it('shows a member who already flagged the listing that, not the button', async () => {
    await renderListing({ 'moderation.viewerFlagged': () => ({ flagged: true }) });
    expect(await screen.findByText('You have already flagged this listing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag Listing' })).toBeNull();
  });

  it('is not offered on one’s own listing', async () => {
    const { calls } = await renderListing({}, { listing: { ...LISTING, user_id: 7, user: { ...ROBIN, user_id: 7 } } });
    expect(await screen.findByText('You cannot message yourself or buy your own listing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag Listing' })).toBeNull();
    expect(calls.some((c) => c.path === 'moderation.viewerFlagged')).toBe(false);
  });

  it('asks a guest to log in instead', async () => {
    const { calls } = await renderListing({}, { viewer: null });
    expect(await screen.findByText('Log in to contact the seller or buy this mouthpiece.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag Listing' })).toBeNull();
    expect(calls.some((c) => c.path === 'moderation.viewerFlagged')).toBe(false);
  });
});
