import { removeSearchInput, renameSearchInput, SEARCH_TEXTS, setSearchAlertsInput } from '@mpx/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isDisabled } from '../../test/dom';
import { member, ownProfile } from '../../test/fixtures';
import { apiError, type MockHandlers } from '../../test/mockTrpc';
import { renderApp } from '../../test/renderApp';
import { listResponse } from '../../entities/listing/testFixtures';
import type { NotificationEvent } from '../messages/events';
import { renderAppWithEvents } from '../../test/liveEvents';
import { savedSearchFixture } from './testFixtures';
import type { SavedSearch } from './types';

const MY_7C = savedSearchFixture({
  saved_search_id: 4,
  name: 'My 7C',
  query: 'instrument_type=Trumpet&like=Bach+7C&price_max=300',
  alert_count: 3,
  last_alert_at: new Date().toISOString(),
});
const CHEAP = savedSearchFixture({ saved_search_id: 5, name: 'Cheap Schilke', query: 'brand=Schilke&price_max=100', alerts: false });

/** The searches as the mock server keeps them; each handler changes them as the server would. */
function server(initial: SavedSearch[]) {
  let searches = initial;
  const handlers: MockHandlers = {
    'auth.viewer': () => member(),
    'searches.list': () => ({ searches }),
    'searches.setAlerts': (input) => {
      const { saved_search_id, alerts } = setSearchAlertsInput.parse(input);
      searches = searches.map((s) => (s.saved_search_id === saved_search_id ? { ...s, alerts } : s));
      return searches.find((s) => s.saved_search_id === saved_search_id);
    },
    'searches.rename': (input) => {
      const { saved_search_id, name } = renameSearchInput.parse(input);
      searches = searches.map((s) => (s.saved_search_id === saved_search_id ? { ...s, name } : s));
      return searches.find((s) => s.saved_search_id === saved_search_id);
    },
    'searches.remove': (input) => {
      const { saved_search_id } = removeSearchInput.parse(input);
      searches = searches.filter((s) => s.saved_search_id !== saved_search_id);
      return { message: SEARCH_TEXTS.deleted };
    },
  };
  return { handlers, current: () => searches };
}

/** Who listed the mouthpiece a `search` notification is about. */
const SELLER = { user_id: 9, name: 'Robin Horn', nickname: 'Slide' };

/** A `search` notification, as the server sends it live and lists it. */
function searchAlert(id: number, read = false): NotificationEvent {
  return {
    type: 'notification',
    id,
    kind: 'search',
    read,
    message: 'New listing for "My 7C": Bach 7C',
    from_user: SELLER,
    created_at: new Date().toISOString(),
  };
}

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('Saved searches page', () => {
  it('lists each search with what it looks for, its alerts and its actions', async () => {
    await renderApp('/searches', server([MY_7C, CHEAP]).handlers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved searches' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'My 7C' });
    expect(within(card).getByText('Trumpet · like Bach 7C · under $300')).toBeTruthy();
    expect(within(card).getByText(/^3 alerts, latest/).textContent).toBe('3 alerts, latest just now');
    expect(within(card).getByRole('switch', { name: 'Alerts for My 7C' }).getAttribute('aria-checked')).toBe('true');
    expect(within(card).getByRole('link', { name: 'Open My 7C' }).getAttribute('href')).toBe('/listings?instrument_type=Trumpet&price_max=300&like=Bach+7C');
    expect(within(card).getByRole('button', { name: 'Rename My 7C' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete My 7C' })).toBeTruthy();

    const other = cardOf('Cheap Schilke');
    expect(within(other).getByText('Schilke · under $100')).toBeTruthy();
    expect(within(other).getByText('No alerts yet')).toBeTruthy();
    expect(within(other).getByRole('switch', { name: 'Alerts for Cheap Schilke' }).getAttribute('aria-checked')).toBe('false');
  });

  it('does not repeat a summary that is the name', async () => {
    await renderApp('/searches', server([savedSearchFixture({ name: 'Trumpet · under $300' })]).handlers);
    const card = await screen.findByRole('article', { name: 'Trumpet · under $300' });
    // The heading, and the buttons' hidden names; no summary line under the heading.
    expect(
      within(card)
        .getAllByText('Trumpet · under $300')
        .map((element) => element.tagName),
    ).toEqual(['H2', 'SPAN', 'SPAN', 'SPAN']);
  });

  it('says how to save one when there are none', async () => {
    await renderApp('/searches', server([]).handlers);
    expect(await screen.findByText('No saved searches yet. Browse listings, set filters, and choose Save search.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse listings' }).getAttribute('href')).toBe('/listings');
  });

  it('shows the loading state, then the error text', async () => {
    await renderApp('/searches', {
      'auth.viewer': () => member(),
      'searches.list': () => {
        throw new Error('network down');
      },
    });
    expect(await screen.findByText('Failed to load saved searches.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('sends guests to the login page', async () => {
    const { pathname } = await renderApp('/searches');
    await waitFor(() => expect(pathname()).toBe('/login'));
  });

  it('turns alerts off and on with the switch', async () => {
    const mock = server([MY_7C]);
    const { calls } = await renderApp('/searches', mock.handlers);
    const toggle = await screen.findByRole('switch', { name: 'Alerts for My 7C' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(await screen.findByText('Alerts off for “My 7C”.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'searches.setAlerts')?.input).toEqual({ saved_search_id: 4, alerts: false });
    expect(mock.current()[0]?.alerts).toBe(false);

    await waitFor(() => expect(isDisabled(toggle)).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText('Alerts on for “My 7C”.')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('puts the switch back and says so when the change fails', async () => {
    await renderApp('/searches', {
      ...server([MY_7C]).handlers,
      'searches.setAlerts': () => {
        throw apiError('Saved search not found.', 'NOT_FOUND');
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Alerts for My 7C' });
    fireEvent.click(toggle);
    expect(await screen.findByText('Saved search not found.')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
  });

  it('renames a search in a dialog', async () => {
    const { calls } = await renderApp('/searches', server([MY_7C]).handlers);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename My 7C' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const field = within(dialog).getByLabelText<HTMLInputElement>('Name');
    expect(field.value).toBe('My 7C');

    fireEvent.change(field, { target: { value: '' } });
    expect(within(dialog).getByText('Name is required.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Bach 7C trumpets ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved search renamed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === 'searches.rename')?.input).toEqual({ saved_search_id: 4, name: 'Bach 7C trumpets' });
    expect(await screen.findByRole('article', { name: 'Bach 7C trumpets' })).toBeTruthy();
  });

  it('deletes a search after asking, and says "Saved search deleted."', async () => {
    const { calls } = await renderApp('/searches', server([MY_7C]).handlers);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete My 7C' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete saved search' });
    expect(within(confirm).getByText('Delete “My 7C”? Its alerts stop too. This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Saved search deleted.')).toBeTruthy();
    expect(calls.find((c) => c.path === 'searches.remove')?.input).toEqual({ saved_search_id: 4 });
    expect(await screen.findByText('No saved searches yet. Browse listings, set filters, and choose Save search.')).toBeTruthy();
  });

  it('keeps the search when the deletion is cancelled', async () => {
    const { calls } = await renderApp('/searches', server([MY_7C]).handlers);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete My 7C' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete saved search' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cardOf('My 7C')).toBeTruthy();
    expect(calls.some((c) => c.path === 'searches.remove')).toBe(false);
  });

  it('reloads the alert counts when a new-listing notification arrives live', async () => {
    let stored: SavedSearch = { ...MY_7C, alert_count: 0, last_alert_at: null };
    const { events, calls } = await renderAppWithEvents('/searches', {
      ...server([]).handlers,
      'searches.list': () => ({ searches: [stored] }),
      'messages.unreadCount': () => ({ count: 0 }),
      'notifications.latest': () => ({ notifications: [], unread: 0 }),
    });
    const card = await screen.findByRole('article', { name: 'My 7C' });
    expect(within(card).getByText('No alerts yet')).toBeTruthy();
    await waitFor(() => expect(events.subscriberCount()).toBe(1));
    await waitFor(() => expect(calls.some((c) => c.path === 'notifications.latest')).toBe(true));

    // The server counts the alert, then tells the member.
    stored = { ...MY_7C, alert_count: 1 };
    events.emit({ id: '9', data: searchAlert(9) });
    expect(await within(card).findByText(/^1 alert, latest/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});

describe('Saved searches elsewhere', () => {
  it('are a link of the account menu', async () => {
    await renderApp('/about', { 'auth.viewer': () => member() });
    fireEvent.keyDown(await screen.findByRole('button', { name: 'Account menu' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Saved searches' }).getAttribute('href')).toBe('/searches');
  });

  it('are listed on the profile, each opening its results, with the way to the full page', async () => {
    await renderApp('/profile', {
      ...server([MY_7C, CHEAP]).handlers,
      'profile.me': () => ownProfile(),
      'ratings.forUser': () => [],
      'listings.list': () => listResponse([]),
    });
    const section = await screen.findByRole('region', { name: 'Saved searches' });
    expect((await within(section).findByRole('link', { name: 'My 7C' })).getAttribute('href')).toBe(
      '/listings?instrument_type=Trumpet&price_max=300&like=Bach+7C',
    );
    expect(within(section).getByText('Schilke · under $100')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Manage saved searches' }).getAttribute('href')).toBe('/searches');
  });

  it('say so on the profile when there are none', async () => {
    await renderApp('/profile', { ...server([]).handlers, 'profile.me': () => ownProfile(), 'ratings.forUser': () => [] });
    const section = await screen.findByRole('region', { name: 'Saved searches' });
    expect(await within(section).findByText('No saved searches yet. Browse listings, set filters, and choose Save search.')).toBeTruthy();
  });

  it('take the member to Saved searches from a new-listing notification', async () => {
    await renderApp('/about', {
      ...server([MY_7C]).handlers,
      'notifications.latest': () => ({
        notifications: [searchAlert(3, true)],
        unread: 0,
      }),
    });
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).toBeTruthy());
    fireEvent.keyDown(bell, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    fireEvent.click(await within(menu).findByRole('menuitem', { name: /New listing for "My 7C"/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved searches' })).toBeTruthy();
  });
});
