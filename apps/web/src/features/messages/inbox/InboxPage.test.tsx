import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { PEOPLE, summary } from '../testFixtures';

const NOW = new Date('2025-06-01T12:00:00.000Z');

describe('Messages inbox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('lists one row per thread, newest first, with the other member, listing, preview, time and unread count', async () => {
    await renderApp('/messages', {
      'auth.viewer': () => member(),
      'messages.inbox': () => [
        summary({
          unreadCount: 2,
          listing_photo: 'http://localhost/uploads/thumb.webp',
          last_message_preview: 'Still got it?',
          updated_at: '2025-06-01T11:55:00.000Z',
        }),
        summary({
          conversation_id: 30,
          other_user: { user_id: 30, name: 'Kim Nguyen', nickname: null },
          listing_id: null,
          listing_brand: null,
          listing_model: null,
          last_message_preview: 'مرحبا',
          updated_at: '2025-05-29T09:00:00.000Z',
        }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const rows = within(list).getAllByRole('link');
    expect(rows).toHaveLength(2);

    const [first, second] = rows;
    if (!first || !second) throw new Error('expected two rows');
    expect(first?.getAttribute('href')).toBe(`/messages/${PEOPLE.JO.user_id}?listing=5`);
    expect(first?.textContent).toContain('Slide');
    expect(first?.textContent).toContain('Bach 7C');
    expect(first?.textContent).toContain('Still got it?');
    expect(first?.textContent).toContain('5 minutes ago');
    expect(first?.textContent).toContain('2 unread');
    expect(first?.querySelector('img')?.getAttribute('src')).toBe('http://localhost/uploads/thumb.webp');

    // The general thread: no listing parameter, a placeholder instead of a photo, no badge.
    expect(second?.getAttribute('href')).toBe('/messages/30');
    expect(second?.textContent).toContain('Kim Nguyen');
    expect(second?.textContent).toContain('General conversation');
    expect(second?.textContent).toContain('3 days ago');
    expect(second?.textContent).not.toContain('unread');
    expect(second?.querySelector('img')).toBeNull();
    expect(within(second).getByText('مرحبا').getAttribute('dir')).toBe('auto');
  });

  it('says so when there are no conversations', async () => {
    await renderApp('/messages', { 'auth.viewer': () => member(), 'messages.inbox': () => [] });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
  });

  it('reloads when the window regains focus', async () => {
    let reads = 0;
    await renderApp('/messages', {
      'auth.viewer': () => member(),
      'messages.inbox': () => {
        reads += 1;
        return reads === 1 ? [] : [summary({ last_message_preview: 'Arrived meanwhile' })];
      },
    });
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
    // What TanStack Query's focus manager listens to when the member comes back to the tab.
    window.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('Arrived meanwhile')).toBeTruthy();
  });

  it('opens the conversation of a row', async () => {
    const { pathname } = await renderApp('/messages', {
      'auth.viewer': () => member(),
      'messages.inbox': () => [summary()],
      'profile.byId': () => ({ ...PEOPLE.JO, location_state: 'NSW', average_rating: 0, rating_count: 0, join_date: '2025-01-01T00:00:00.000Z' }),
      'messages.conversation': () => [],
      'messages.markThreadRead': () => ({ updated: 0 }),
    });
    fireEvent.click(await screen.findByRole('link', { name: /Slide/ }));
    await waitFor(() => expect(pathname()).toBe(`/messages/${PEOPLE.JO.user_id}`));
  });
});
