import { present, stringField } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy, isDisabled } from '../../test/dom';
import { member } from '../../test/fixtures';
import { apiError, type MockHandlers } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';
import { listingFixture, listResponse } from '../../entities/listing/testFixtures';
import { savedSearchFixture } from './testFixtures';
import type { SavedSearch } from './types';

const SEARCH_PATH = '/listings?instrument_type=Trumpet&price_max=300&sort=price_asc&view=list';

function renderBrowse(path = SEARCH_PATH, handlers: MockHandlers = {}, { saved = [] as SavedSearch[], guest = false } = {}) {
  return renderApp(path, {
    ...(guest ? {} : { 'auth.viewer': () => member() }),
    'listings.list': () => listResponse([listingFixture()]),
    'searches.list': () => ({ searches: saved }),
    ...handlers,
  });
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Save search' }));
  return screen.findByRole('dialog', { name: 'Save search' });
}

const nameField = (dialog: HTMLElement) => within(dialog).getByLabelText<HTMLInputElement>('Name');
const saveButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save' });

describe('Save search', () => {
  it('starts with a readable summary of the filters as the name, and checks the name as the server does', async () => {
    await renderBrowse();
    const dialog = await openDialog();
    const field = nameField(dialog);
    expect(field.value).toBe('Trumpet · under $300');
    expect(describedBy(field)).toBe('20 / 60 characters');
    expect(isDisabled(saveButton(dialog))).toBe(false);

    fireEvent.change(field, { target: { value: '   ' } });
    expect(within(dialog).getByText('Name is required.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(isDisabled(saveButton(dialog))).toBe(true);

    fireEvent.change(field, { target: { value: 'a'.repeat(61) } });
    expect(describedBy(field)).toBe('Name must be 60 characters or less. 61 / 60 characters');
    expect(isDisabled(saveButton(dialog))).toBe(true);

    fireEvent.change(field, { target: { value: '🎺'.repeat(60) } });
    expect(isDisabled(saveButton(dialog))).toBe(false);
  });

  it('saves the filters (no page, sort or view) under the name, says so and links to Saved searches', async () => {
    let saved: SavedSearch[] = [];
    const { calls } = await renderBrowse(SEARCH_PATH, {
      'searches.list': () => ({ searches: saved }),
      'searches.create': (input) => {
        // The server stores the query canonical; these filters are written canonical already.
        saved = [savedSearchFixture({ saved_search_id: 3, name: stringField(input, 'name') ?? '', query: stringField(input, 'query') ?? '' })];
        return saved[0];
      },
    });
    const dialog = await openDialog();
    fireEvent.change(nameField(dialog), { target: { value: '  Cheap trumpets  ' } });
    fireEvent.click(saveButton(dialog));

    expect(await screen.findByText('Search saved. We’ll tell you when a new listing matches.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'searches.create')?.input).toEqual({ name: 'Cheap trumpets', query: 'instrument_type=Trumpet&price_max=300' });

    await screen.findByText('Saved as “Cheap trumpets”.', { exact: false });
    const note = present(
      screen.getAllByRole('status').find((element) => element.textContent.startsWith('Saved as')),
      'the note in place of the button',
    );
    expect(within(note).getByRole('link', { name: 'Saved searches' }).getAttribute('href')).toBe('/searches');
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(note));
  });

  it('shows the server’s error in the dialog, and starts afresh on the next opening', async () => {
    await renderBrowse(SEARCH_PATH, {
      'searches.create': () => {
        throw apiError('You can save up to 20 searches. Delete one to save another.', 'FORBIDDEN');
      },
    });
    const dialog = await openDialog();
    fireEvent.click(saveButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You can save up to 20 searches. Delete one to save another.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = await openDialog();
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(nameField(again).value).toBe('Trumpet · under $300');
  });

  it('puts a name refused by the server at the field', async () => {
    await renderBrowse(SEARCH_PATH, {
      'searches.create': () => {
        throw apiError('Name must be 60 characters or less.', 'BAD_REQUEST', [{ path: 'name', message: 'Name must be 60 characters or less.' }]);
      },
    });
    const dialog = await openDialog();
    fireEvent.click(saveButton(dialog));
    await waitFor(() => expect(describedBy(nameField(dialog))).toBe('Name must be 60 characters or less. 20 / 60 characters'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says "Failed to save search." without a server text', async () => {
    await renderBrowse(SEARCH_PATH, {
      'searches.create': () => {
        throw new Error('network down');
      },
    });
    const dialog = await openDialog();
    fireEvent.click(saveButton(dialog));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to save search.');
  });

  it('shows the saved name instead of the button when the filters are a saved search already', async () => {
    await renderBrowse('/?price_max=300&instrument_type=trumpet', {}, { saved: [savedSearchFixture({ name: 'Budget trumpets' })] });
    expect(await screen.findByText('Saved as “Budget trumpets”.', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
  });

  it('is offered on the home page too', async () => {
    await renderBrowse('/?brand=Bach');
    expect(await screen.findByRole('button', { name: 'Save search' })).toBeTruthy();
  });

  it('is not offered without a filter, search or size', async () => {
    const { calls } = await renderBrowse('/listings?sort=price_asc');
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
    expect(calls.some((c) => c.path === 'searches.list')).toBe(false);
  });

  // Issue 28: a postcode only measures distances, so the server refuses to save it ("Add a filter…").
  it('is not offered for a postcode alone, which narrows nothing', async () => {
    const { calls } = await renderBrowse('/listings?near=3000');
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
    expect(calls.some((c) => c.path === 'searches.list')).toBe(false);
  });

  it('saves a distance with the postcode it is measured from, the member’s own when the URL names none', async () => {
    const { calls } = await renderBrowse('/listings?within_km=50&brand=Bach', { 'searches.create': () => savedSearchFixture() });
    const dialog = await openDialog();
    expect(nameField(dialog).value).toBe('Bach · within 50 km of 3000');
    fireEvent.click(saveButton(dialog));
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'searches.create')?.input).toEqual({
        name: 'Bach · within 50 km of 3000',
        query: 'brand=Bach&near=3000&within_km=50',
      }),
    );
  });

  it('is not offered to guests', async () => {
    const { calls } = await renderBrowse(SEARCH_PATH, {}, { guest: true });
    expect(await screen.findByRole('article')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save search' })).toBeNull();
    expect(calls.some((c) => c.path === 'searches.list')).toBe(false);
  });
});
