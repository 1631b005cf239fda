import type { PageSession } from './browser';
import type { E2E } from './env';
import { to } from '@mpx/testing';

export interface MemberDetails {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  location_state: 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT';
  location_postcode: string;
  nickname: string | null;
}

let sequence = 0;

/** Registration details with a unique email address. */
export function newMember(overrides: Partial<MemberDetails> = {}): MemberDetails {
  sequence += 1;
  return {
    first_name: 'Alex',
    last_name: 'Player',
    email: `player${sequence}.${Date.now()}@example.test`,
    password: 'brass-band-1',
    location_state: 'VIC',
    location_postcode: '3000',
    nickname: null,
    ...overrides,
  };
}

/** The verification link of the email the server sent to `email`. */
export async function verificationLink(e2e: E2E, email: string): Promise<string> {
  const mail = await e2e.smtp.waitFor(to(email));
  const link = mail.links.find((l) => l.includes('/verify-email?token='));
  if (!link) throw new Error(`No verification link in "${mail.subject}":\n${mail.text}`);
  return link;
}

/** Registers through the API and verifies the address with the emailed token. */
export async function createVerifiedMember(e2e: E2E, overrides: Partial<MemberDetails> = {}): Promise<MemberDetails> {
  const member = newMember(overrides);
  await e2e.api.auth.register.mutate(member);
  const token = new URL(await verificationLink(e2e, member.email)).searchParams.get('token');
  if (!token) throw new Error('The verification link has no token.');
  await e2e.api.auth.verifyEmail.mutate({ token });
  return member;
}

/**
 * Signs the test's browser (or another session of the test, see `openSession`) in without the
 * login form: logs in by API and sets the session cookie.
 */
export async function signInBrowser(e2e: E2E, member: Pick<MemberDetails, 'email' | 'password'>, session: PageSession = e2e.session): Promise<void> {
  const { token } = await e2e.api.auth.login.mutate({ email: member.email, password: member.password });
  await session.context.addCookies([{ name: 'session', value: token, url: e2e.server.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}
