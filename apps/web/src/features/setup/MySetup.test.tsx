import { SETUP_TEXTS, setupInput, type Setup, type SetupPiece } from '@mpx/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BACH_7C, member, ownProfile } from '../../test/fixtures';
import { apiError } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';

const UNKNOWN: SetupPiece = {
  ...BACH_7C,
  size: '99Z',
  size_id: null,
  size_note: 'The size table does not know Bach 99Z; it is kept as typed.',
  rim_mm: null,
  rim_source: null,
  current: false,
};

/** The profile page with a setup the mock keeps, as the server would (pieces decoded by `decoded`). */
function renderProfile(initial: Setup, save?: (input: unknown) => Setup) {
  let stored = initial;
  return renderApp('/profile', {
    'auth.viewer': () => member(),
    'profile.me': () => ownProfile(),
    'ratings.forUser': () => [],
    'searches.list': () => ({ searches: [] }),
    'setup.get': () => stored,
    'setup.save': (input) => {
      stored = save ? save(input) : stored;
      return stored;
    },
  });
}

describe('My setup on the profile page', () => {
  it('lists the pieces with their decoded rim, the current one marked, and an unknown size said as such', async () => {
    await renderProfile({ pieces: [BACH_7C, UNKNOWN], show_setup: false });
    const section = await screen.findByRole('region', { name: 'My setup' });
    const list = await within(section).findByRole('list', { name: 'My setup' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toBe('Bach 7C · Trumpet · rim 16.2 mm Current');
    expect(second?.textContent).toContain('The size table does not know Bach 99Z; it is kept as typed.');
    expect(section.textContent).toContain('Only you can see it.');
  });

  it('edits with labelled controls: adds a piece, marks it current, shows it publicly and saves the whole setup', async () => {
    const { calls } = await renderProfile({ pieces: [], show_setup: false }, (input) => {
      const parsed = setupInput.parse(input);
      return {
        pieces: parsed.pieces.map((p) => ({ ...BACH_7C, brand: p.brand, size: p.size ?? null, current: p.current })),
        show_setup: parsed.show_setup ?? false,
      };
    });
    const section = await screen.findByRole('region', { name: 'My setup' });
    expect(await within(section).findByText('No pieces yet.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Edit setup' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Add a piece' }));
    const piece = within(section).getByRole('group', { name: 'Piece 1' });
    fireEvent.change(within(piece).getByLabelText('Maker'), { target: { value: 'Bach' } });
    fireEvent.change(within(piece).getByLabelText(/^Size/), { target: { value: '7C' } });
    fireEvent.click(within(piece).getByRole('checkbox', { name: 'Current' }));
    fireEvent.click(within(section).getByRole('switch', { name: 'Show my setup on my public profile' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Save setup' }));

    expect(await screen.findByText(SETUP_TEXTS.saved)).toBeTruthy();
    expect(calls.find((c) => c.path === 'setup.save')?.input).toEqual({
      show_setup: true,
      pieces: [{ instrument_type: 'Trumpet', brand: 'Bach', size: '7C', current: true }],
    });
    expect(await within(section).findByText('Shown on your public profile.')).toBeTruthy();
    // Focus comes back to Edit, not lost with the form.
    expect(document.activeElement).toBe(within(section).getByRole('button', { name: 'Edit setup' }));
  });

  it('checks with the shared rules before sending, and shows the server’s refusal in words', async () => {
    const { calls } = await renderApp('/profile', {
      'auth.viewer': () => member(),
      'profile.me': () => ownProfile(),
      'ratings.forUser': () => [],
      'searches.list': () => ({ searches: [] }),
      'setup.get': () => ({ pieces: [], show_setup: false }),
      'setup.save': () => {
        throw apiError('A setup holds at most 20 pieces.', 'BAD_REQUEST');
      },
    });
    const section = await screen.findByRole('region', { name: 'My setup' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Edit setup' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Add a piece' }));
    const piece = within(section).getByRole('group', { name: 'Piece 1' });
    fireEvent.change(within(piece).getByLabelText('Maker'), { target: { value: 'Bach' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save setup' }));
    expect(await within(section).findByText('Each piece needs a size or a rim in mm.')).toBeTruthy();
    expect(calls.some((c) => c.path === 'setup.save')).toBe(false);

    fireEvent.change(within(piece).getByLabelText(/^Rim/), { target: { value: '16.3' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save setup' }));
    expect(await within(section).findByText('A setup holds at most 20 pieces.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'setup.save')?.input).toMatchObject({ pieces: [{ brand: 'Bach', rim_mm: '16.3' }] });
  });
});
