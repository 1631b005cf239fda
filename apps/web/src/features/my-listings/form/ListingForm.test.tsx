import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { present, stringField } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { member } from '../../../test/fixtures';
import { apiError } from '../../../test/mockTrpc';
import { renderApp } from '../../../test/renderApp';
import { listingFixture, listResponse } from '../../../entities/listing/testFixtures';

async function openCreateDialog(handlers: Record<string, (input: unknown) => unknown> = {}) {
  const app = await renderApp('/my-listings', { 'auth.viewer': () => member(), 'listings.list': () => listResponse([]), ...handlers });
  fireEvent.click(await screen.findByRole('button', { name: 'Create Listing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create A New Mouthpiece Listing' });
  await within(dialog).findByLabelText('Model');
  return { ...app, dialog };
}

function fillValidListing(dialog: HTMLElement) {
  const field = (label: string | RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  field('Instrument type', 'Tenor Trombone');
  field('Brand', 'Denis Wick');
  field('Model', '6BS');
  field('Price (AUD)', '85.5');
  field('Description', 'Classic British sound, some plating wear.');
  // Radix Select keeps a native <select> in forms; changing it picks the option.
  fireEvent.change(present(dialog.querySelector('select'), 'the native select of Condition'), { target: { value: 'Fair' } });
}

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Listing' }));

describe('Listing form', () => {
  it('checks the fields with the shared schema before sending', async () => {
    const { dialog, calls } = await openCreateDialog();
    submit(dialog);
    expect(await within(dialog).findByText('Instrument type is required.')).toBeTruthy();
    expect(within(dialog).getByText('Brand is required.')).toBeTruthy();
    expect(within(dialog).getByText('Model is required.')).toBeTruthy();
    expect(within(dialog).getByText('Condition is required.')).toBeTruthy();
    expect(within(dialog).getByText('Price is required.')).toBeTruthy();
    expect(within(dialog).getByText('Description is required.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'listings.create')).toBe(false);
  });

  it('sends the price as a number and opens the new listing', async () => {
    const { dialog, calls, pathname } = await openCreateDialog({
      // The server's answer: the listing as sent, under its new id.
      'listings.create': (input) =>
        listingFixture({ listing_id: 42, brand: present(stringField(input, 'brand'), 'brand'), model: present(stringField(input, 'model'), 'model') }),
    });
    fillValidListing(dialog);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Open to swap' }));
    submit(dialog);
    expect(await screen.findByRole('heading', { level: 1, name: 'Denis Wick 6BS' })).toBeTruthy();
    expect(pathname()).toBe('/listings/42');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.path === 'listings.create')?.input).toEqual({
      instrument_type: 'Tenor Trombone',
      brand: 'Denis Wick',
      model: '6BS',
      size: null,
      condition: 'Fair',
      price: 85.5,
      description: 'Classic British sound, some plating wear.',
      open_to_swap: true,
      open_to_loan: false,
      paypal_link_override: null,
      photos: [],
      modifications: [],
    });
  });

  it('sends the modifications ticked, in the list’s order', async () => {
    const { dialog, calls } = await openCreateDialog({
      'listings.create': () => listingFixture({ listing_id: 43, modifications: ['throat_drilled', 'replated'] }),
    });
    fillValidListing(dialog);
    const group = within(dialog).getByRole('group', { name: 'Modifications' });
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Replated' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Throat drilled' }));
    submit(dialog);
    await waitFor(() => expect(calls.find((c) => c.path === 'listings.create')?.input).toMatchObject({ modifications: ['throat_drilled', 'replated'] }));
  });

  it('shows the server’s message in the dialog, and its per-field issues', async () => {
    const limit = 'Listing limit reached. You may have up to 20 active listings.';
    let reply = () => {
      throw apiError(limit, 'FORBIDDEN');
    };
    const { dialog } = await openCreateDialog({ 'listings.create': () => reply() });
    fillValidListing(dialog);
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(limit);

    const photoIssue = 'Photo 1: File content does not match its type.';
    reply = () => {
      throw apiError(photoIssue, 'BAD_REQUEST', [{ path: 'photos.0', message: photoIssue }]);
    };
    await act(async () => {
      fireEvent.change(within(dialog).getByLabelText('Add photos'), {
        target: { files: [new File([new Uint8Array(8)], 'fake.png', { type: 'image/png' })] },
      });
    });
    await within(dialog).findByRole('img', { name: 'Photo 1 (cover)' });
    submit(dialog);
    expect(await within(dialog).findByText(photoIssue, { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
