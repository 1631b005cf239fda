import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, ownProfile } from '../../test/fixtures';
import { message, PEOPLE, summary } from '../messages/testFixtures';
import type { NotificationEvent } from '../messages/events';
import { renderAppWithEvents } from '../../test/liveEvents';

const SNACK = 'New message from Slide';

function notification(overrides: Partial<NotificationEvent> = {}): NotificationEvent {
  return {
    type: 'notification',
    id: 1,
    kind: 'message',
    read: false,
    message: 'New message from Slide',
    from_user: PEOPLE.JO,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

function count(calls: { path: string }[], path: string) {
  return calls.filter((c) => c.path === path).length;
}

describe('Real-time channel and header badges', () => {
  it('shows the unread messages as a dot on Messages, named for screen readers', async () => {
    await renderAppWithEvents('/about', { 'auth.viewer': () => member(), 'messages.unreadCount': () => ({ count: 3 }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /^Messages\s?, 3 unread$/ })).toBeTruthy();
  });

  it('shows no dot without unread messages, and subscribes once', async () => {
    const { events } = await renderAppWithEvents('/about', { 'auth.viewer': () => member(), 'messages.unreadCount': () => ({ count: 0 }) });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Messages' }).textContent).toBe('Messages');
    await waitFor(() => expect(events.subscriberCount()).toBe(1));
  });

  it('does not subscribe for guests', async () => {
    const { events } = await renderAppWithEvents('/about');
    await screen.findByRole('link', { name: 'Log in' });
    expect(events.subscriberCount()).toBe(0);
  });

  it('updates the badge and says "New message from …" when a message arrives', async () => {
    let unread = 0;
    const { events } = await renderAppWithEvents('/about', { 'auth.viewer': () => member(), 'messages.unreadCount': () => ({ count: unread }) });
    await waitFor(() => expect(events.subscriberCount()).toBe(1));
    unread = 1;
    events.emit({ type: 'new_message', message: message(), from_user: PEOPLE.JO });
    expect(await screen.findByText(SNACK)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: /^Messages\s?, 1 unread$/ })).toBeTruthy();
  });

  it('stays quiet about the member’s own messages', async () => {
    const { events, calls } = await renderAppWithEvents('/about', { 'auth.viewer': () => member(), 'messages.unreadCount': () => ({ count: 0 }) });
    await waitFor(() => expect(events.subscriberCount()).toBe(1));
    await waitFor(() => expect(count(calls, 'messages.unreadCount')).toBeGreaterThan(0));
    const before = count(calls, 'messages.unreadCount');
    events.emit({ type: 'new_message', message: message({ from_user_id: PEOPLE.SAM.user_id }), from_user: PEOPLE.SAM });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/New message from/)).toBeNull();
    expect(count(calls, 'messages.unreadCount')).toBe(before);
  });

  it('shows a message of the open conversation in place, marks it read and shows no snackbar', async () => {
    const { events, calls } = await renderAppWithEvents(`/messages/${PEOPLE.JO.user_id}?listing=5`, {
      'auth.viewer': () => member(),
      'messages.unreadCount': () => ({ count: 0 }),
      'profile.byId': () => ({ ...PEOPLE.JO, location_state: 'NSW', average_rating: 0, rating_count: 0, join_date: '2025-01-01T00:00:00.000Z' }),
      'listings.byId': () => {
        throw new Error('not needed');
      },
      'messages.conversation': () => [message({ message_id: 1, content: 'First question' })],
      'messages.markThreadRead': () => ({ updated: 1 }),
    });
    expect(await screen.findByText('First question')).toBeTruthy();
    await waitFor(() => expect(count(calls, 'messages.markThreadRead')).toBe(1));
    await waitFor(() => expect(events.subscriberCount()).toBe(1));

    events.emit({ type: 'new_message', message: message({ message_id: 2, content: 'Second, live' }), from_user: PEOPLE.JO });
    expect(await screen.findByText('Second, live')).toBeTruthy();
    await waitFor(() => expect(count(calls, 'messages.markThreadRead')).toBe(2));
    expect(screen.queryByText(SNACK)).toBeNull();

    // Another thread with the same member is not the one on screen.
    events.emit({ type: 'new_message', message: message({ message_id: 3, listing_id: null, content: 'Elsewhere' }), from_user: PEOPLE.JO });
    expect(await screen.findByText(SNACK)).toBeTruthy();
    expect(screen.queryByText('Elsewhere')).toBeNull();
  });

  it('reloads an open conversation once the subscription has started (a message sent before it listened)', async () => {
    let fetches = 0;
    await renderAppWithEvents(`/messages/${PEOPLE.JO.user_id}?listing=5`, {
      'auth.viewer': () => member(),
      'messages.unreadCount': () => ({ count: 0 }),
      'profile.byId': () => ({ ...PEOPLE.JO, location_state: 'NSW', average_rating: 0, rating_count: 0, join_date: '2025-01-01T00:00:00.000Z' }),
      'listings.byId': () => {
        throw new Error('not needed');
      },
      // The first fetch is answered before the second message was sent; no event brings it.
      'messages.conversation': () => {
        fetches += 1;
        const first = message({ message_id: 1, content: 'First question' });
        return fetches === 1 ? [first] : [first, message({ message_id: 2, content: 'Sent before the socket' })];
      },
      'messages.markThreadRead': () => ({ updated: 1 }),
    });
    expect(await screen.findByText('Sent before the socket')).toBeTruthy();
  });

  it('reloads the inbox after a reconnect (new messages are not replayed)', async () => {
    let inbox = [summary({ last_message_preview: 'Before the drop' })];
    const { events } = await renderAppWithEvents('/messages', {
      'auth.viewer': () => member(),
      'messages.unreadCount': () => ({ count: 0 }),
      'messages.inbox': () => inbox,
    });
    expect(await screen.findByText('Before the drop')).toBeTruthy();
    await waitFor(() => expect(events.subscriberCount()).toBe(1));
    inbox = [summary({ last_message_preview: 'Sent while offline' })];
    events.restart();
    expect(await screen.findByText('Sent while offline')).toBeTruthy();
  });

  it('puts live notifications in the menu, newest first, and marks them read', async () => {
    const { events, calls } = await renderAppWithEvents('/about', {
      'auth.viewer': () => member(),
      'messages.unreadCount': () => ({ count: 0 }),
      'notifications.latest': () => ({
        notifications: [notification({ id: 1, kind: 'rating', message: 'Slide left you a 5-star rating.', read: true })],
        unread: 0,
      }),
      'notifications.markRead': (input) => ({ ...notification({ id: 2 }), read: true, input }),
      'notifications.markAllRead': () => ({ updated: 1 }),
      // Where choosing the message notification leads.
      'messages.inbox': () => [],
    });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(events.subscriberCount()).toBe(1));
    await waitFor(() => expect(count(calls, 'notifications.latest')).toBeGreaterThan(0));

    events.emit({ id: '2', data: notification({ id: 2 }) });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBe(bell);

    fireEvent.keyDown(bell, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Mark all read', 'Unread: New message from Slide, just now', 'Slide left you a 5-star rating., just now']);

    fireEvent.click(within(menu).getByRole('menuitem', { name: /New message from Slide/ }));
    await waitFor(() => expect(calls.find((c) => c.path === 'notifications.markRead')?.input).toEqual({ id: 2 }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
  });

  it('reloads the member’s own profile and ratings when someone rates them', async () => {
    const { events, calls } = await renderAppWithEvents('/profile', {
      'auth.viewer': () => member(),
      'profile.me': () => ownProfile(),
      'ratings.forUser': () => [],
    });
    await waitFor(() => expect(events.subscriberCount()).toBe(1));
    await waitFor(() => expect(count(calls, 'profile.me')).toBeGreaterThan(0));
    const [profiles, ratings] = [count(calls, 'profile.me'), count(calls, 'ratings.forUser')];

    events.emit({ id: '3', data: notification({ id: 3, kind: 'rating', message: 'Slide left you a 5-star rating.' }) });
    await waitFor(() => expect(count(calls, 'profile.me')).toBe(profiles + 1));
    await waitFor(() => expect(count(calls, 'ratings.forUser')).toBe(ratings + 1));
  });
});
