import { present, WANTED_TEXTS, WANTED_WEB_TEXTS, wantedIdInput, type WantedPost } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../test/fixtures';
import { apiError, type MockHandlers } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';
import { inDays, wantedFixture } from './testFixtures';

const ALEX = wantedFixture();
/** Sam's own (member() is user 7): due for renewal in 5 days. */
const MINE = wantedFixture({
  wanted_id: 2,
  member: { id: 7, name: 'Tromba' },
  like: null,
  rim_min: 16.2,
  rim_max: 16.5,
  cup: 'medium deep',
  price_max: null,
  note: null,
  summary: 'Tenor Trombone · rim 16.2–16.5 mm · medium deep cup',
  instrument_type: 'Tenor Trombone',
  expires_at: inDays(5),
});

function board(posts: WantedPost[], handlers: MockHandlers = {}): MockHandlers {
  return { 'wanted.board': () => ({ wanted: posts, total: posts.length }), 'wanted.mine': () => ({ wanted: [], total: 0 }), ...handlers };
}

const nativeSelects = (root: HTMLElement) => Array.from(root.querySelectorAll('select'));

describe('Wanted board', () => {
  it('lists each post in words, with its member, price, note and date; guests are asked to log in to post', async () => {
    await renderApp('/wanted', board([ALEX]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wanted' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: ALEX.summary });
    expect(within(card).getByText(ALEX.summary)).toBeTruthy();
    expect(within(card).getByText('Up to $300')).toBeTruthy();
    expect(within(card).getByText('Silver, not gold.')).toBeTruthy();
    expect(within(card).getByText('Alex · Carlton VIC')).toBeTruthy();
    expect(within(card).getByText('Posted 2 Mar 2026')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.getByText('1 wanted post')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to post a wanted' }).getAttribute('href')).toBe('/login');
  });

  it('says so when nothing is wanted', async () => {
    await renderApp('/wanted', board([]));
    expect(await screen.findByText(WANTED_WEB_TEXTS.empty)).toBeTruthy();
  });

  it('narrows the board by instrument, postcode and distance', async () => {
    const { calls } = await renderApp('/wanted', board([ALEX]));
    const filters = await screen.findByRole('search', { name: 'Filter wanted posts' });
    const [instrument, within_] = nativeSelects(filters);
    fireEvent.change(present(instrument, 'the instrument select'), { target: { value: 'Trumpet' } });
    fireEvent.change(within(filters).getByLabelText('Near'), { target: { value: '3000' } });
    fireEvent.change(present(within_, 'the distance select'), { target: { value: '50' } });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'wanted.board').at(-1)?.input).toEqual({ instrument_type: 'Trumpet', near: '3000', within_km: 50 }),
    );
  });
});

describe('Post a wanted', () => {
  async function openDialog(handlers: MockHandlers = {}) {
    const app = await renderApp('/wanted', board([], { 'auth.viewer': () => member(), ...handlers }));
    fireEvent.click(await screen.findByRole('button', { name: 'Post a wanted' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post a wanted' });
    return { ...app, dialog };
  }
  const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Post a wanted' }));

  it('asks for an instrument and a size or rim range before sending', async () => {
    const { dialog, calls } = await openDialog();
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Near/).value).toBe('3000');
    submit(dialog);
    expect(await within(dialog).findByText(WANTED_TEXTS.instrumentRequired)).toBeTruthy();
    expect(within(dialog).getByText(WANTED_TEXTS.sizeOrRim)).toBeTruthy();
    expect(calls.some((c) => c.path === 'wanted.create')).toBe(false);
  });

  it('shows the server’s word at its field, then posts and closes', async () => {
    let attempt = 0;
    const { dialog, calls } = await openDialog({
      'wanted.create': () => {
        attempt += 1;
        if (attempt === 1) throw apiError('Unknown size.', 'BAD_REQUEST', [{ path: 'like', message: 'No size is called "Schilke 99".' }]);
        return { wanted: wantedFixture({ member: { id: 7, name: 'Tromba' } }) };
      },
    });
    fireEvent.change(present(nativeSelects(dialog)[0], 'the instrument select'), { target: { value: 'Trumpet' } });
    fireEvent.change(within(dialog).getByLabelText(/^Like/), { target: { value: 'Schilke 99' } });
    fireEvent.change(within(dialog).getByLabelText(/^Price up to/), { target: { value: '300' } });
    // Cup is optional, "Any cup" until chosen.
    expect(within(dialog).getByRole('combobox', { name: /^Cup/ }).textContent).toBe('Any cup');
    fireEvent.change(present(nativeSelects(dialog)[1], 'the cup select'), { target: { value: 'shallow' } });
    fireEvent.change(present(nativeSelects(dialog)[2], 'the distance select'), { target: { value: '50' } });
    submit(dialog);
    expect(await within(dialog).findByText('No size is called "Schilke 99".')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Like/), { target: { value: 'Schilke 14' } });
    submit(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path === 'wanted.create').at(-1)?.input).toEqual({
      instrument_type: 'Trumpet',
      like: 'Schilke 14',
      rim_min: null,
      rim_max: null,
      cup: 'shallow',
      price_max: '300',
      near: '3000',
      within_km: '50',
      note: null,
    });
  });
});

describe('A member’s own wanted posts', () => {
  it('offers Edit and Delete, and Renew only when the post is near its end', async () => {
    const removed: number[] = [];
    const renewed: number[] = [];
    const { calls } = await renderApp(
      '/wanted',
      board([ALEX, MINE], {
        'auth.viewer': () => member(),
        'wanted.mine': () => ({ wanted: [MINE], total: 1 }),
        'wanted.renew': (input) => {
          renewed.push(wantedIdInput.parse(input).wanted_id);
          return { wanted: { ...MINE, expires_at: inDays(90) } };
        },
        'wanted.remove': (input) => {
          removed.push(wantedIdInput.parse(input).wanted_id);
          return { message: WANTED_TEXTS.deleted };
        },
      }),
    );
    const mine = await screen.findByRole('region', { name: 'Your wanted posts' });
    const card = await within(mine).findByRole('article', { name: MINE.summary });
    expect(within(card).getByRole('button', { name: `Edit ${MINE.summary}` })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: `Renew ${MINE.summary}` }));
    await waitFor(() => expect(renewed).toEqual([2]));

    // Alex's post on the board is not Sam's to change.
    const alex = screen.getByRole('article', { name: ALEX.summary });
    expect(within(alex).queryByRole('button')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: `Delete ${MINE.summary}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete wanted post?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(removed).toEqual([2]));
    expect(calls.some((c) => c.path === 'wanted.update')).toBe(false);
  });

  it('edits a post from what it holds', async () => {
    const { calls } = await renderApp(
      '/wanted',
      board([], {
        'auth.viewer': () => member(),
        'wanted.mine': () => ({ wanted: [MINE], total: 1 }),
        'wanted.update': () => ({ wanted: MINE }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${MINE.summary}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit wanted post' });
    expect(within(dialog).getByLabelText<HTMLInputElement>(/^Rim min/).value).toBe('16.2');
    expect(within(dialog).getByRole('combobox', { name: /^Cup/ }).textContent).toBe('Medium deep');
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Large shank.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'wanted.update')?.input).toMatchObject({
      wanted_id: 2,
      rim_min: '16.2',
      rim_max: '16.5',
      cup: 'medium deep',
      note: 'Large shank.',
    });
  });
});
