import { lastValue, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { authRouter } from './router';

export const authRest: RestRoute<AreaCaller<'auth', typeof authRouter>>[] = [
  {
    method: 'POST',
    path: '/auth/register',
    procedure: 'auth.register',
    failure: 'Registration failed.',
    status: 201,
    call: (c, r) => c.auth.register(unchecked(r.body)),
  },
  { method: 'POST', path: '/auth/login', procedure: 'auth.login', failure: 'Login failed.', call: (c, r) => c.auth.login(unchecked(r.body)) },
  { method: 'POST', path: '/auth/logout', procedure: 'auth.logout', failure: 'Logout failed.', call: (c) => c.auth.logout() },
  { method: 'GET', path: '/auth/me', procedure: 'auth.me', failure: 'Failed to fetch user profile.', call: (c) => c.auth.me() },
  {
    method: 'GET',
    path: '/auth/verify-email',
    procedure: 'auth.verifyEmail',
    failure: 'Email verification failed.',
    call: (c, r) => c.auth.verifyEmail({ token: lastValue(r.query.token) ?? '' }),
  },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    procedure: 'auth.forgotPassword',
    failure: 'Password reset request failed.',
    call: (c, r) => c.auth.forgotPassword(unchecked(r.body)),
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    procedure: 'auth.resetPassword',
    failure: 'Password reset failed.',
    call: (c, r) => c.auth.resetPassword(unchecked(r.body)),
  },
];
