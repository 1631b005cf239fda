import type { Me } from '../../lib/apiTypes';

export type NavPath =
  '/messages' | '/my-listings' | '/loans' | '/deals' | '/admin' | '/profile' | '/searches' | '/watching' | '/login' | '/register' | '/sizes' | '/wanted';

export interface NavEntry {
  to: NavPath;
  label: string;
  /** Unread messages: a dot is shown when above zero. */
  unread?: number;
}

/** The header's links, shared by the wide bar and the narrow menu so both always agree. */
export function memberEntries(viewer: Me, unread: number): NavEntry[] {
  const entries: NavEntry[] = [
    { to: '/messages', label: 'Messages', unread },
    { to: '/my-listings', label: 'My Listings' },
    { to: '/loans', label: 'Loans' },
  ];
  if (viewer.is_admin) entries.push({ to: '/admin', label: 'Admin' });
  return entries;
}

/** For everyone, guests too: in the wide header (before the member links) and the footer. */
export const GUIDE_ENTRY: NavEntry = { to: '/sizes', label: 'Size guide' };
/** The wanted board (product §24), for everyone: in the footer beside the guide. */
export const WANTED_ENTRY: NavEntry = { to: '/wanted', label: 'Wanted' };

export const ACCOUNT_ENTRIES: NavEntry[] = [
  { to: '/profile', label: 'Profile' },
  { to: '/searches', label: 'Saved searches' },
  { to: '/watching', label: 'Watching' },
  // In the account menu rather than the bar: one more link there wraps the bar at the `md` width.
  { to: '/deals', label: 'Deals' },
];

export const LOGIN_ENTRY: NavEntry = { to: '/login', label: 'Log in' };
export const SIGNUP_ENTRY: NavEntry = { to: '/register', label: 'Sign up' };
export const GUEST_ENTRIES: NavEntry[] = [LOGIN_ENTRY, SIGNUP_ENTRY];

/** Screen-reader text after the link's label: "Messages, 3 unread". */
export function unreadLabel(count: number): string {
  return `, ${count} unread`;
}
