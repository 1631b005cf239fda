import { adminUserUpdateInput, apiNote, emailVerifiedInput, isAdminInput } from '@mpx/shared';
import { z } from 'zod';
import { lastValue, pathId, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { adminRouter } from './router';

/** The path names the user; a `user_id` in a body sent back from an `AdminUser` is ignored. */
const withUser = (r: { params: Record<string, string>; body: Record<string, unknown> }) => ({ ...r.body, user_id: pathId(r.params.id) });

export const adminRest: RestRoute<AreaCaller<'admin', typeof adminRouter>>[] = [
  { method: 'GET', path: '/admin/users', procedure: 'admin.users', failure: 'Failed to fetch users.', call: (c) => c.admin.users() },
  {
    method: 'PUT',
    path: '/admin/users/:id',
    procedure: 'admin.updateUser',
    failure: 'Failed to update user.',
    pathInput: 'user_id',
    bodySchema: apiNote(adminUserUpdateInput, 'The whole `AdminUser` may be sent; only these four fields are used, and an absent one keeps its value.'),
    call: (c, r) => c.admin.updateUser(unchecked(withUser(r))),
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id/verify-email',
    procedure: 'admin.setEmailVerified',
    failure: 'Failed to update email verification.',
    pathInput: 'user_id',
    bodySchema: emailVerifiedInput,
    call: (c, r) => c.admin.setEmailVerified(unchecked(withUser(r))),
  },
  {
    method: 'PATCH',
    path: '/admin/users/:id/admin',
    procedure: 'admin.setAdmin',
    failure: 'Failed to update admin status.',
    pathInput: 'user_id',
    bodySchema: isAdminInput,
    call: (c, r) => c.admin.setAdmin(unchecked(withUser(r))),
  },
  {
    method: 'POST',
    path: '/admin/users/:id/resend-verification',
    procedure: 'admin.resendVerification',
    failure: 'Failed to resend verification email.',
    pathInput: 'user_id',
    call: (c, r) => c.admin.resendVerification({ user_id: pathId(r.params.id) }),
  },
  {
    method: 'DELETE',
    path: '/admin/users/:id',
    procedure: 'admin.deleteUser',
    failure: 'Failed to delete user.',
    pathInput: 'user_id',
    bodySchema: z.strictObject({}),
    querySchema: z.object({
      force: apiNote(
        z.enum(['true']).optional(),
        'Exactly `true` deletes a user who still has active listings or loans; anything else answers the 409 warning.',
      ),
    }),
    // Only the exact text `true` forces (api §8.6); when the key repeats, the last value wins (api §0.1).
    call: (c, r) => c.admin.deleteUser({ user_id: pathId(r.params.id), force: lastValue(r.query.force) === 'true' }),
  },
  {
    method: 'DELETE',
    path: '/admin/listings/:id',
    procedure: 'admin.deleteListing',
    failure: 'Failed to delete listing.',
    pathInput: 'listing_id',
    call: (c, r) => c.admin.deleteListing({ listing_id: pathId(r.params.id) }),
  },
  {
    method: 'GET',
    path: '/admin/analytics/summary',
    procedure: 'admin.analytics',
    failure: 'Failed to fetch admin summary.',
    call: (c) => c.admin.analytics(),
  },
  { method: 'GET', path: '/admin/system', procedure: 'admin.system', failure: 'Failed to fetch system status.', call: (c) => c.admin.system() },
];
