import { describe, expect, it } from 'vitest';
import { adminUserOutput, analyticsSummaryOutput, auditEntryOutput, errorBody } from '../index';

const adminUser = {
  user_id: 7,
  email: 'sid@example.com',
  name: 'Sid Seller',
  nickname: null,
  location_state: 'NSW',
  location_postcode: '2000',
  email_verified: true,
  is_admin: false,
  status: 'active',
  join_date: '2025-07-19T03:04:05.123Z',
  average_rating: 4.5,
  rating_count: 2,
  listing_count: 3,
};
const summary = {
  users: { total: 10, verified: 8, admin: 1, newLast7Days: 2 },
  listings: { total: 20, active: 15, sold: 3, loaned: 1, deleted: 4, newLast7Days: 5 },
  sales: { total: 3, newLast7Days: 1 },
  loans: { total: 6, active: 2, returned: 3, overdue: 1, newLast7Days: 2 },
  messages: { total: 99 },
};
const entry = {
  audit_id: 1,
  admin: { user_id: null, name: 'Ada Admin' },
  action: 'user.delete',
  target: { type: 'user', id: 7, label: 'sid@example.com' },
  before: { email: 'sid@example.com', active_listings: 2, forced: true },
  after: null,
  created_at: '2025-07-19T03:04:05.123Z',
};

describe('admin shapes (api §12, the audit log)', () => {
  it('accept the contract’s shapes as they are', () => {
    expect(adminUserOutput.parse(adminUser)).toEqual(adminUser);
    expect(analyticsSummaryOutput.parse(summary)).toEqual(summary);
    expect(auditEntryOutput.parse(entry)).toEqual(entry);
  });

  it.each([
    ['an AdminUser with a password hash', adminUserOutput, { ...adminUser, password_hash: '$argon2id$…' }],
    ['an AdminUser without listing_count', adminUserOutput, { ...adminUser, listing_count: undefined }],
    ['a counter that is not an integer', analyticsSummaryOutput, { ...summary, messages: { total: 1.5 } }],
    ['a counter the contract does not list', analyticsSummaryOutput, { ...summary, users: { ...summary.users, disabled: 0 } }],
    ['an audit value that is an object', auditEntryOutput, { ...entry, before: { nested: { token: 'x' } } }],
    ['an unknown audit action', auditEntryOutput, { ...entry, action: 'user.password' }],
  ])('refuse %s', (_what, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it('the error body allows the api §8.6 warning fields and nothing else beyond error and issues', () => {
    const warning = { error: 'This user has active listings or loans.', warning: true, message: 'Warning: …', activeListings: 1, activeLoans: 0 };
    expect(errorBody.safeParse(warning).success).toBe(true);
    expect(errorBody.safeParse({ error: 'x', stack: 'at …' }).success).toBe(false);
  });
});
