import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { listingFixture, listResponse } from '../entities/listing/testFixtures';
import type { Listing } from '../entities/listing/types';
import { member } from './fixtures';
import { apiError, type MockHandlers } from './mockTrpc';
import { renderApp } from './renderApp';

/**
 * The listing page's one-shot dialogs (Flag Listing, Rate User): a listing by someone else, its
 * page, and the cases every such dialog meets the same way.
 */

export const ROBIN = { user_id: 9, name: 'Robin Horn', nickname: null, location_state: 'QLD' as const, average_rating: 0, rating_count: 0 };
export const LISTING = listingFixture({ listing_id: 5, brand: 'Bach', model: '3C', user_id: 9, user: ROBIN });

export function renderListing(
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

/** Opens the dialog whose button and title are `name`. */
export async function openActionDialog(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

export const submitButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Submit' });

export interface ActionDialogCases {
  /** The button's text and the dialog's title. */
  name: string;
  /** The label of the text the member types. */
  field: string;
  /** Text typed before Submit. */
  sample: string;
  mutation: string;
  /** The query saying whether the viewer already did it, and its answer for yes or no. */
  viewerState: string;
  answer: (done: boolean) => unknown;
  /** What the page says once it is done, and how a test title calls that state. */
  doneText: string;
  doneState: string;
  /** A member who already did it, as a test title says. */
  doneBy: string;
  failedText: string;
}

/** The failure, already-done, own-listing and guest cases, declared inside the dialog's describe. */
export function actionDialogCases(c: ActionDialogCases) {
  const field = (dialog: HTMLElement) => within(dialog).getByLabelText(c.field);

  it(`shows the server’s error text in the dialog, and ${c.doneState} once it is closed`, async () => {
    let attempts = 0;
    await renderListing({
      [c.mutation]: () => {
        attempts += 1;
        throw apiError(c.doneText, 'CONFLICT');
      },
      [c.viewerState]: () => c.answer(attempts > 0),
    });
    const dialog = await openActionDialog(c.name);
    fireEvent.change(field(dialog), { target: { value: c.sample } });
    fireEvent.click(submitButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(c.doneText);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(c.doneText)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: c.name })).toBeNull());
  });

  it(`says "${c.failedText}" when there is no server text`, async () => {
    await renderListing({
      [c.mutation]: () => {
        throw new Error('network down');
      },
    });
    const dialog = await openActionDialog(c.name);
    fireEvent.change(field(dialog), { target: { value: c.sample } });
    fireEvent.click(submitButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(c.failedText);
  });

  it(`shows a member who ${c.doneBy} that, not the button`, async () => {
    await renderListing({ [c.viewerState]: () => c.answer(true) });
    expect(await screen.findByText(c.doneText)).toBeTruthy();
    expect(screen.queryByRole('button', { name: c.name })).toBeNull();
  });

  it('is not offered on one’s own listing', async () => {
    const { calls } = await renderListing({}, { listing: { ...LISTING, user_id: 7, user: { ...ROBIN, user_id: 7 } } });
    expect(await screen.findByText('You cannot message yourself or buy your own listing.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: c.name })).toBeNull();
    expect(calls.some((call) => call.path === c.viewerState)).toBe(false);
  });

  it('asks a guest to log in instead', async () => {
    const { calls } = await renderListing({}, { viewer: null });
    expect(await screen.findByText('Log in to contact the seller or buy this mouthpiece.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: c.name })).toBeNull();
    expect(calls.some((call) => call.path === c.viewerState)).toBe(false);
  });
}
