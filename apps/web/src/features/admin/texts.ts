import type { AuditAction } from '@mpx/shared';

export { ADMIN_TEXTS } from '@mpx/shared';

/**
 * Texts of /admin that only the web app shows. The spec's own (product §2 Admin dashboard, product §8
 * admin messages and confirmation prompts) are ADMIN_TEXTS in @mpx/shared; where the spec is
 * silent the text is the app's own, plain choice (listed below each group).
 */
export const ADMIN_PAGE_TEXTS = {
  title: 'Admin Dashboard',
  loading: 'Loading admin data...',
  tabsLabel: 'Admin sections',
  /** Product §2: the tabs, and what each one is. */
  tabs: { flags: 'Flags', users: 'Users', analytics: 'Analytics', audit: 'Audit Log', system: 'System' },
  headings: { flags: 'Flagged Content', users: 'User Management', analytics: 'Analytics', audit: 'Audit Log', system: 'System' },
  /** Product §2: the summary cards. */
  summaryLabel: 'Flag summary',
  pendingFlags: 'Pending Flags',
  totalFlaggedListings: 'Total Flagged Listings',
  resolvedFlags: 'Resolved Flags',
} as const;

export const FLAG_TAB_TEXTS = {
  tableLabel: 'Flagged content, newest first',
  empty: 'No flagged content.',
  columns: { listing: 'Listing', reporter: 'Reporter', reason: 'Reason', status: 'Status', time: 'Flagged', actions: 'Actions' },
  listingGone: 'Listing removed',
  listingDeleted: 'deleted by its owner',
  resolve: 'Resolve',
  review: 'Review',
  deleteFlag: 'Delete flag',
  deleteListing: 'Delete listing',
  confirmFlagDeleteTitle: 'Delete flag',
  /** Product §8: the admin listing deletion warning (cannot be undone; also removes related loans, messages and flags). */
  confirmListingDeleteTitle: 'Delete listing',
  confirmListingDelete: (listing: string) =>
    `Are you sure you want to delete ${listing}? This cannot be undone. It also removes the listing's loans, messages and flags.`,
  delete: 'Delete',
} as const;

/** Product §7 Flag status chips: the label of each status. */
export const FLAG_STATUS_LABELS = { pending: 'Pending', reviewed: 'Reviewed', resolved: 'Resolved' } as const;

export const USER_TAB_TEXTS = {
  search: 'Search users',
  searchHint: 'Name, nickname or email.',
  tableLabel: 'Users, newest first',
  empty: 'No users found.',
  loading: 'Loading users...',
  showing: (from: number, to: number, total: number) => `Showing ${from} - ${to} of ${total} users`,
  pagination: 'Users pages',
  columns: {
    name: 'Name',
    email: 'Email',
    location: 'Location',
    joined: 'Joined',
    listings: 'Listings',
    verified: 'Email verified',
    admin: 'Admin',
    actions: 'Actions',
  },
  verifiedSwitch: (email: string) => `Email verified: ${email}`,
  adminSwitch: (email: string) => `Admin: ${email}`,
  ownAdminHint: 'You cannot remove your own admin status.',
  edit: 'Edit',
  editLabel: (email: string) => `Edit ${email}`,
  editTitle: 'Edit User',
  resend: 'Resend verification',
  resendLabel: (email: string) => `Resend verification to ${email}`,
  deleteUser: 'Delete',
  deleteLabel: (email: string) => `Delete ${email}`,
  ownAccount: 'You cannot delete your own account.',
  name: 'Name',
  nickname: 'Nickname',
  state: 'State',
  postcode: 'Postcode',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  confirmDeleteTitle: 'Delete user',
  confirmDelete: (who: string) => `Are you sure you want to delete ${who}? This cannot be undone.`,
  forcedTitle: 'Delete user anyway?',
  /** Shown under the server's warning (api §8.6): what deleting would also remove. */
  activeCounts: (listings: number, loans: number) => `Active listings: ${listings}. Active loans: ${loans}.`,
  forcedConfirm: 'Delete anyway',
  delete: 'Delete',
} as const;

export const ANALYTICS_TAB_TEXTS = {
  /** Product §8 "Analytics failure". */
  failed: 'Failed to fetch analytics',
  loading: 'Loading analytics...',
  /** API §9.1's counters, in its order, with their labels. */
  groups: {
    users: { title: 'Users', counters: { total: 'Total', verified: 'Verified', admin: 'Admins', newLast7Days: 'New in the last 7 days' } },
    listings: {
      title: 'Listings',
      counters: { total: 'Total', active: 'Active', sold: 'Sold', loaned: 'On loan', deleted: 'Deleted', newLast7Days: 'New in the last 7 days' },
    },
    sales: { title: 'Sales', counters: { total: 'Total', newLast7Days: 'New in the last 7 days' } },
    loans: { title: 'Loans', counters: { total: 'Total', active: 'Active', returned: 'Returned', overdue: 'Overdue', newLast7Days: 'New in the last 7 days' } },
    messages: { title: 'Messages', counters: { total: 'Total' } },
  },
  weeklyTitle: 'The last 12 weeks',
  weeklyIntro: 'Weeks run Monday to Sunday (UTC); the last one is the current week so far.',
  weeklyFailed: 'Failed to load the weekly figures',
  series: { members: 'New members', listings: 'New listings', sales: 'Sales', loans: 'Loans' },
  tableToggle: 'Show the weekly figures as a table',
  tableCaption: 'New members, listings, sales and loans per week',
  week: 'Week of',
  /** A chart's spoken summary: "New members per week: 34 in 12 weeks, most (9) in the week of 3 Mar." */
  chartSummary: (series: string, total: number, most: number, week: string) =>
    total === 0
      ? `${series} per week: none in the last 12 weeks.`
      : `${series} per week: ${total} in the last 12 weeks, most (${most}) in the week of ${week}.`,
} as const;

export const AUDIT_TAB_TEXTS = {
  tableLabel: 'Admin actions, newest first',
  empty: 'No admin actions yet.',
  loading: 'Loading the audit log...',
  pagination: 'Audit log pages',
  columns: { time: 'When', admin: 'Admin', action: 'Action', target: 'Target', change: 'Change' },
  removedAdmin: '(account deleted)',
} as const;

/** How each audit action reads in the log. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'flag.status': 'Flag status changed',
  'flag.delete': 'Flag deleted',
  'user.update': 'User updated',
  'user.verify_email': 'Email verification changed',
  'user.admin': 'Admin status changed',
  'user.resend_verification': 'Verification email resent',
  'user.delete': 'User deleted',
  'listing.delete': 'Listing deleted',
};

/** The System tab (product §13.4): the operator's view of the box. */
export const SYSTEM_TAB_TEXTS = {
  loading: 'Loading system status...',
  failed: 'Failed to fetch system status',
  serverLabel: 'Server',
  cards: { version: 'Version', uptime: 'Running for', database: 'Database', photos: 'Photos', members: 'Members', listings: 'Listings' },
  photoFiles: (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`,
  backups: 'Backups',
  lastBackup: 'Last backup',
  noBackup: 'No backup yet.',
  backupOk: (when: string, size: string) => `${when}: succeeded, ${size}.`,
  backupFailed: (when: string) => `The backup of ${when} failed`,
  folder: 'Folder',
  schedule: 'Schedule',
  every: (interval: string, keep: number) => `Every ${interval}, keeping the newest ${keep}`,
  off: 'Off (BACKUP_INTERVAL is 0): back up with npm run backup',
  nextBackup: 'Next backup',
  runningNow: 'Running now',
  mail: 'Email',
  sentThrough: 'Sent through',
  smtp: (target: string) => `SMTP, ${target}`,
  outbox: (folder: string, count: number) => `No SMTP_URL: written to ${folder} (${count} ${count === 1 ? 'email' : 'emails'})`,
  lastSent: 'Last email sent',
  lastError: 'Last send error',
  none: 'None since the server started',
  sendFailed: (when: string) => `An email could not be sent at ${when}`,
  settings: 'Configuration in force',
  settingsNote: 'As read from the environment at start. Secrets (the SMTP user and password) are never shown.',
  columns: { name: 'Setting', value: 'Value' },
} as const;
