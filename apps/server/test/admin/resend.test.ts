import { emailVerificationTokens, users } from '@mpx/db';
import { present } from '@mpx/shared';
import { to } from '@mpx/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, registration, startTestApp, type TestApp } from '../support/test-app';
import { auditRows, call, latestAudit, startRefusingSmtp } from './support';

/** Registers without verifying; the registration email is already in the sink. */
async function unverified(t: TestApp): Promise<{ id: number; email: string }> {
  const body = registration({ first_name: 'Una', last_name: 'Verified' });
  const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
  return { id: res.json<{ user_id: number }>().user_id, email: String(body.email) };
}

const tokensOf = (t: TestApp, userId: number) => t.deps.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId)).all();

describe('POST /api/admin/users/{id}/resend-verification (api §8.5)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const admin = await createAdmin(t);

  it('sends a new 24-hour link that says an administrator asked for it; the earlier link keeps working', async () => {
    const user = await unverified(t);
    await t.smtp.waitFor(to(user.email));
    const res = await call(t, admin, 'POST', `/api/admin/users/${user.id}/resend-verification`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Verification email sent successfully!', sentTo: user.email });
    // Sent before the answer: it is in the sink already.
    const mails = t.smtp.messages.filter(to(user.email));
    expect(mails).toHaveLength(2);
    const mail = present(mails[1], 'the resent email');
    expect(mail.text).toContain('An administrator');
    expect(mail.html).toContain('An administrator');
    const tokens = tokensOf(t, user.id);
    expect(tokens).toHaveLength(2);
    const newest = present(tokens.at(-1), 'the new token');
    expect(newest.expiresAt - newest.createdAt).toBe(24 * 60 * 60 * 1000);

    // The audit entry names the address it went to, never the token or the link.
    const entry = latestAudit(t.deps.db);
    expect(entry).toMatchObject({ action: 'user.resend_verification', targetId: user.id, details: { before: null, after: { sent_to: user.email } } });
    const link = present(
      mail.links.find((l) => l.includes('/verify-email?token=')),
      'the link',
    );
    const token = present(new URL(link).searchParams.get('token'), 'the token');
    expect(JSON.stringify(auditRows(t.deps.db))).not.toContain(token);
    for (const row of tokens) expect(JSON.stringify(auditRows(t.deps.db))).not.toContain(row.id);

    const first = present(t.smtp.messages.filter(to(user.email))[0]?.links[0], 'the first link');
    const verify = (url: string) => t.request({ method: 'GET', url: `/api/auth/verify-email?token=${new URL(url).searchParams.get('token')}` });
    expect((await verify(first)).json()).toEqual({ message: 'Email verified successfully.' });
    expect((await verify(link)).json()).toEqual({ message: 'Email already verified.' });
  });

  it('answers 404 User not found., then 400 User email is already verified., sending nothing', async () => {
    const member = await createMember(t);
    const sent = t.smtp.messages.length;
    for (const id of ['999999', 'abc'])
      expect((await call(t, admin, 'POST', `/api/admin/users/${id}/resend-verification`)).json()).toEqual({ error: 'User not found.' });
    const verified = await call(t, admin, 'POST', `/api/admin/users/${member.id}/resend-verification`);
    expect(verified.statusCode).toBe(400);
    expect(verified.json()).toEqual({ error: 'User email is already verified.' });
    expect(t.smtp.messages.length).toBe(sent);
  });
});

describe('resend verification when the mail server refuses the message', async () => {
  const refusing = await startRefusingSmtp();
  const t = await startTestApp({ SMTP_URL: refusing.url });
  afterAll(async () => {
    await t.close();
    await refusing.close();
  });

  it('answers 500 Failed to resend verification email. and changes nothing', async () => {
    const admin = await createAdmin(t);
    const user = await unverified(t);
    const before = {
      tokens: tokensOf(t, user.id),
      user: t.deps.db.select().from(users).where(eq(users.id, user.id)).get(),
      audit: auditRows(t.deps.db),
    };
    const res = await call(t, admin, 'POST', `/api/admin/users/${user.id}/resend-verification`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Failed to resend verification email.' });
    expect({ tokens: tokensOf(t, user.id), user: t.deps.db.select().from(users).where(eq(users.id, user.id)).get(), audit: auditRows(t.deps.db) }).toEqual(
      before,
    );
  });
});
