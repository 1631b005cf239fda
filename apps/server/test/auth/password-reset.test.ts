import { settleAfterAnswer } from '@mpx/api';
import { passwordResetTokens, users } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, linkFromMail, loginToken, registration, startTestApp } from '../support/test-app';

describe('forgot and reset password (api §1.6–§1.7)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const forgot = (email: unknown) => t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  const reset = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/auth/reset-password', payload });
  const resetMails = (to: string) => t.smtp.messages.filter((m) => m.to.includes(to) && m.text.includes('/reset-password?token='));

  async function resetToken(email: string): Promise<string> {
    await settleAfterAnswer(t.deps);
    const mails = resetMails(email);
    const link = /http:\/\/localhost:4000\/reset-password\?token=([a-z2-7]+)/.exec(present(mails.at(-1), 'a reset email').text);
    return present(link?.[1], 'a reset link in the email');
  }

  it('checklist 21: the same 200 body for a known and an unknown address', async () => {
    const member = await createMember(t);
    const known = await forgot(member.email.toUpperCase());
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: 'If an account with that email exists, a password reset link has been sent.' });
    await settleAfterAnswer(t.deps);
    expect(resetMails(member.email)).toHaveLength(1);
    expect(t.smtp.messages.some((m) => m.to.includes('nobody-at-all@example.com'))).toBe(false);
  });

  it('requires an email but accepts any string', async () => {
    expect((await forgot(undefined)).json().error).toBe('Email is required');
    expect((await forgot('not an address')).statusCode).toBe(200);
  });

  it('unverified accounts get the reset email too; disabled ones do not', async () => {
    const body = registration();
    await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    await forgot(body.email);
    await linkFromMail(t, body.email, '/reset-password?token=');
    const member = await createMember(t);
    t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, member.id)).run();
    await forgot(member.email);
    await settleAfterAnswer(t.deps);
    expect(resetMails(member.email)).toHaveLength(0);
  });

  it('checklist 22: after two requests, the first token answers 400 "Invalid or expired reset token."', async () => {
    const member = await createMember(t);
    await forgot(member.email);
    const first = await resetToken(member.email);
    await forgot(member.email);
    const second = await resetToken(member.email);
    expect(second).not.toBe(first);
    const res = await reset({ token: first, newPassword: 'brand-new' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid or expired reset token.' });
    expect((await reset({ token: second, newPassword: 'brand-new' })).statusCode).toBe(200);
  });

  it('checklist 23: a reset answers 200, the token then fails, and every earlier session gets 401', async () => {
    const member = await createMember(t);
    const otherSession = await loginToken(t, member.email, member.password);
    await forgot(member.email);
    const token = await resetToken(member.email);
    const res = await reset({ token, newPassword: 'another-pass' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password reset successfully.' });
    expect((await reset({ token, newPassword: 'another-pass' })).statusCode).toBe(400);
    for (const bearer of [member.token, otherSession]) {
      const me = await t.request({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${bearer}` } });
      expect(me.statusCode).toBe(401);
    }
    await expect(loginToken(t, member.email, member.password)).rejects.toThrow(/401/);
    await expect(loginToken(t, member.email, 'another-pass')).resolves.toBeTruthy();
    expect(t.deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, member.id)).all()).toEqual([]);
  });

  it('checks in order: missing fields, password length, then the token', async () => {
    expect((await reset({})).json().error).toBe('Token and new password are required.');
    expect((await reset({ token: 'x' })).json().error).toBe('Token and new password are required.');
    expect((await reset({ token: '', newPassword: 'abcdef' })).json().error).toBe('Token and new password are required.');
    expect((await reset({ token: 'x', newPassword: '12345' })).json().error).toBe('Password must be at least 6 characters long.');
    expect((await reset({ token: 'x', newPassword: 'p'.repeat(257) })).json().error).toBe('Password must be 256 characters or less.');
    expect((await reset({ token: 'x', newPassword: 'abcdef' })).json()).toEqual({ error: 'Invalid or expired reset token.' });
  });

  it('a token older than one hour is refused', async () => {
    const member = await createMember(t);
    await forgot(member.email);
    const token = await resetToken(member.email);
    t.clock.offsetMs = 60 * 60 * 1000 + 1000;
    const res = await reset({ token, newPassword: 'late-pass' });
    t.clock.offsetMs = 0;
    expect(res.json()).toEqual({ error: 'Invalid or expired reset token.' });
  });

  it('email_verified is unchanged by a reset', async () => {
    const body = registration();
    const reg = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    await forgot(body.email);
    const token = await resetToken(body.email);
    expect((await reset({ token, newPassword: 'reset-pass' })).statusCode).toBe(200);
    expect(t.deps.db.select().from(users).where(eq(users.id, reg.json().user_id)).get()?.emailVerified).toBe(false);
  });
});
