import { present } from '@mpx/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { loadSizes } from '../../../entities/size/useSizes';
import { listingFixture, listResponse } from '../../../entities/listing/testFixtures';

vi.mock('@mpx/shared/sizes', async (real) => (await import('../../../entities/size/testSizes')).withTestTable(await real()));

async function openCreateDialog(handlers: Record<string, (input: unknown) => unknown> = {}) {
  const app = await renderApp('/my-listings', { 'auth.viewer': () => member(), 'listings.list': () => listResponse([]), ...handlers });
  fireEvent.click(await screen.findByRole('button', { name: 'Create Listing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create A New Mouthpiece Listing' });
  await within(dialog).findByLabelText('Model');
  // The form loads the size table as it opens.
  await act(() => loadSizes());
  const field = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label === 'Size' ? /^Size/ : label), { target: { value } });
  const size = () => within(dialog).getByLabelText<HTMLInputElement>(/^Size/);
  /** The line under Size, as the input's aria-describedby names it. */
  const line = () => {
    const ids = present(size().getAttribute('aria-describedby'), 'aria-describedby').split(' ');
    return present(
      document.getElementById(
        present(
          ids.find((id) => id.endsWith('-hint')),
          'a hint id',
        ),
      ),
      'the size line',
    );
  };
  return { ...app, dialog, field, size, line };
}

describe('Listing form: what the size means', () => {
  beforeAll(async () => {
    await loadSizes();
  });

  it('decodes brand + size for the instrument, in a polite live line tied to the Size input', async () => {
    const { field, line } = await openCreateDialog();
    expect(line().textContent).toBe('');
    expect(line().querySelector('[aria-live="polite"]')).toBeTruthy();
    field('Brand', 'Bach');
    field('Size', '7C');
    expect(line().textContent).toBe('Bach 7C: rim ≈ 16.2 mm, medium cup');
    field('Instrument type', 'Trumpet');
    expect(line().textContent).toBe('Bach 7C: rim ≈ 16.2 mm, medium cup');
  });

  it('reads the model when the size is empty, and fractions however they are typed', async () => {
    const { field, line } = await openCreateDialog();
    field('Brand', 'Vincent Bach');
    field('Model', '3C');
    expect(line().textContent).toBe('Bach 3C: rim ≈ 16.9 mm, medium cup');
    field('Size', '1½C');
    expect(line().textContent).toBe('Bach 1 1/2C: rim ≈ 17 mm, medium cup');
  });

  it('warns, without blocking the save, when the size is of another family or unknown', async () => {
    const { dialog, field, line, calls } = await openCreateDialog({ 'listings.create': () => listingFixture({ listing_id: 9 }) });
    field('Instrument type', 'Tenor Trombone');
    field('Brand', 'Bach');
    field('Size', '7C');
    expect(line().textContent).toBe('Bach 7C is a trumpet, cornet and flugelhorn size, not a Tenor Trombone one. Check the instrument and size.');
    expect(line().querySelector('svg')).toBeTruthy();

    field('Size', '99Z');
    expect(line().textContent).toBe('Bach makes no size "99Z" that we know of. Check it against the maker\'s chart.');

    // A maker the table does not know: nothing to say.
    field('Brand', 'Garibaldi');
    expect(line().textContent).toBe('');

    field('Brand', 'Bach');
    field('Model', 'Custom');
    field('Price (AUD)', '80');
    field('Description', 'A one-off size, played in a brass band.');
    fireEvent.change(present(dialog.querySelector('select'), 'the native select of Condition'), { target: { value: 'Good' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Listing' }));
    await screen.findByRole('heading', { level: 1 });
    expect(calls.find((c) => c.path === 'listings.create')?.input).toMatchObject({ brand: 'Bach', size: '99Z' });
  });

  it('says nothing about a size too long to save: the field’s own error does', async () => {
    const { dialog, field, line } = await openCreateDialog();
    field('Brand', 'Bach');
    field('Size', '7'.repeat(200));
    expect(line().textContent).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Listing' }));
    expect(await within(dialog).findByText('Size must be 50 characters or less.')).toBeTruthy();
    expect(line().textContent).toBe('');
  });
});
