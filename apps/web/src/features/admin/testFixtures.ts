import type { AdminSystem, AdminUser, AdminUsersPage, AdminWeekly, AnalyticsSummary, AuditEntry, AuditPage, Flag } from '@mpx/shared';
import { member } from '../../test/fixtures';

/** The admin viewing /admin in the component tests. */
export const ADMIN_ID = 1;
export const adminViewer = () => member({ user_id: ADMIN_ID, name: 'Ada Admin', nickname: null, email: 'ada@example.test', is_admin: true });

export function flagFixture(overrides: Partial<Flag> = {}): Flag {
  return {
    flag_id: 11,
    content_id: 5,
    content_type: 'listing',
    listing: { listing_id: 5, brand: 'Bach', model: '7C', status: 'active' },
    reason: 'Looks like a scam.',
    status: 'pending',
    timestamp: '2025-07-19T03:04:05.123Z',
    reporter: { user_id: 9, name: 'Rita Reporter' },
    ...overrides,
  };
}

export function adminUserFixture(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    user_id: 7,
    email: 'sid@example.test',
    name: 'Sid Seller',
    nickname: 'Sidney',
    location_state: 'NSW',
    location_postcode: '2000',
    email_verified: true,
    is_admin: false,
    status: 'active',
    join_date: '2025-07-01T03:04:05.123Z',
    average_rating: 0,
    rating_count: 0,
    listing_count: 2,
    ...overrides,
  };
}

export function usersPageFixture(users: AdminUser[], overrides: Partial<AdminUsersPage['pagination']> = {}): AdminUsersPage {
  const totalCount = overrides.totalCount ?? users.length;
  const page = overrides.page ?? 1;
  const totalPages = Math.ceil(totalCount / 50);
  return {
    users,
    pagination: { page, limit: 50, totalPages, totalCount, hasNextPage: page < totalPages, hasPrevPage: page > 1, ...overrides },
  };
}

export const SUMMARY: AnalyticsSummary = {
  users: { total: 120, verified: 101, admin: 2, newLast7Days: 9 },
  listings: { total: 340, active: 280, sold: 41, loaned: 6, deleted: 13, newLast7Days: 17 },
  sales: { total: 41, newLast7Days: 3 },
  loans: { total: 25, active: 5, returned: 18, overdue: 1, newLast7Days: 4 },
  messages: { total: 987 },
};

/** 12 weeks from Monday 2025-05-05, with members 0, 1, 2 … 11 and a few of the rest. */
export const WEEKLY: AdminWeekly = {
  weeks: Array.from({ length: 12 }, (_, i) => ({
    week_start: new Date(Date.UTC(2025, 4, 5 + 7 * i)).toISOString().slice(0, 10),
    members: i,
    listings: 2 * i,
    sales: i % 3,
    loans: i === 11 ? 4 : 0,
  })),
};

export function auditEntryFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    audit_id: 1,
    admin: { user_id: ADMIN_ID, name: 'Ada Admin' },
    action: 'flag.status',
    target: { type: 'flag', id: 11, label: 'Flag #11' },
    before: { status: 'pending' },
    after: { status: 'resolved' },
    created_at: '2025-07-19T03:04:05.123Z',
    ...overrides,
  };
}

export function auditPageFixture(entries: AuditEntry[]): AuditPage {
  return {
    entries,
    pagination: { page: 1, limit: 50, totalPages: entries.length ? 1 : 0, totalCount: entries.length, hasNextPage: false, hasPrevPage: false },
  };
}

export function systemFixture(overrides: Partial<AdminSystem> = {}): AdminSystem {
  return {
    version: '1.0.0',
    started_at: '2025-07-19T00:00:00.000Z',
    uptime_seconds: 2 * 86_400 + 3 * 3600 + 60,
    storage: { database_bytes: 48_200_000, photo_files: 1200, photo_bytes: 310_000_000 },
    counts: { members: 120, listings: 340 },
    backup: {
      enabled: true,
      dir: '/srv/exchange/data/backups',
      interval: '1d',
      keep: 7,
      running: false,
      next_at: '2025-07-20T03:00:00.000Z',
      last: { at: '2025-07-19T03:00:00.000Z', ok: true, folder: '/srv/exchange/data/backups/2025-07-19T03-00-00Z', bytes: 358_200_000, error: null },
    },
    mail: { transport: 'smtp', target: 'smtps://smtp.example.org:465', outbox_files: null, last_sent_at: '2025-07-19T02:00:00.000Z', last_error: null },
    settings: [
      { name: 'PORT', value: '4000' },
      { name: 'SMTP_URL', value: 'smtps://smtp.example.org:465' },
      { name: 'BACKUP_INTERVAL', value: '1d' },
    ],
    ...overrides,
  };
}

/** Every admin procedure answered with a quiet default; tests override what they look at. */
export function adminHandlers(overrides: Record<string, (input: unknown) => unknown> = {}): Record<string, (input: unknown) => unknown> {
  return {
    'auth.viewer': adminViewer,
    'moderation.dashboard': () => ({ pendingFlags: 0 }),
    'moderation.flags': () => [],
    'admin.usersPage': () => usersPageFixture([]),
    'admin.analytics': () => SUMMARY,
    'admin.weekly': () => WEEKLY,
    'admin.audit': () => auditPageFixture([]),
    'admin.system': () => systemFixture(),
    ...overrides,
  };
}
