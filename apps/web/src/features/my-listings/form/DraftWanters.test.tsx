import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { listResponse } from '../../../entities/listing/testFixtures';

async function openForm(count: (input: unknown) => number) {
  const app = await renderApp('/my-listings', {
    'auth.viewer': () => member(),
    'listings.list': () => listResponse([]),
    'wanted.draftCount': (input) => ({ count: count(input) }),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Create Listing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create A New Mouthpiece Listing' });
  // The form's own chunk loads after the dialog opens.
  await within(dialog).findByLabelText('Model');
  return { ...app, dialog };
}

describe('Listing form: members who want a piece like this', () => {
  it('counts the wanted posts the piece as typed would match, once typing pauses', async () => {
    const { dialog, calls } = await openForm((input) => (JSON.stringify(input).includes('"size":"14"') ? 2 : 1));
    const field = (label: string | RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    field('Instrument type', 'Trumpet');
    field('Brand', 'Schilke');
    expect(await within(dialog).findByText('1 member wants a piece like this', {}, { timeout: 2000 })).toBeTruthy();
    field(/^Size/, '14');
    field('Price (AUD)', '250');
    expect(await within(dialog).findByText('2 members want a piece like this', {}, { timeout: 2000 })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'wanted.draftCount').at(-1)?.input).toEqual({
        instrument_type: 'Trumpet',
        brand: 'Schilke',
        model: '',
        size: '14',
        price: 250,
      }),
    );
  });

  it('says nothing while no one wants it', async () => {
    const { dialog, calls } = await openForm(() => 0);
    fireEvent.change(within(dialog).getByLabelText('Brand'), { target: { value: 'Bach' } });
    await waitFor(() => expect(calls.some((c) => c.path === 'wanted.draftCount')).toBe(true), { timeout: 2000 });
    expect(within(dialog).queryByText(/want a piece like this/)).toBeNull();
  });
});
