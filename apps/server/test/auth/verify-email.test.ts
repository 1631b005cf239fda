import { users } from '@mpx/db';
import { present } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { linkFromMail, registration, startTestApp } from '../support/test-app';

describe('GET /api/auth/verify-email (api §1.5)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const verify = (query: string) => t.request({ method: 'GET', url: `/api/auth/verify-email${query}` });

  async function registered() {
    const body = registration();
    const res = await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    const link = await linkFromMail(t, body.email, '/verify-email?token=');
    const id: number = res.json().user_id;
    return { id, token: present(link.searchParams.get('token'), 'a token in the link'), body };
  }

  it('checklist 20: fresh → "Email verified successfully.", again → "Email already verified.", unknown → 400, none → 400', async () => {
    const { id, token } = await registered();
    const first = await verify(`?token=${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Email verified successfully.' });
    expect(t.deps.db.select().from(users).where(eq(users.id, id)).get()?.emailVerified).toBe(true);
    const again = await verify(`?token=${token}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Email already verified.' });
    const unknown = await verify('?token=not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Invalid or expired verification link.');
    for (const query of ['', '?token=']) {
      const missing = await verify(query);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('Missing token.');
    }
  });

  it('two quick calls both answer 200', async () => {
    const { token } = await registered();
    const answers = await Promise.all([verify(`?token=${token}`), verify(`?token=${token}`)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().message).sort()).toEqual(['Email already verified.', 'Email verified successfully.']);
  });

  it('a token older than 24 hours is refused and verifies nothing', async () => {
    const { id, token } = await registered();
    t.clock.offsetMs = 24 * 60 * 60 * 1000 + 1000;
    const res = await verify(`?token=${token}`);
    t.clock.offsetMs = 0;
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Invalid or expired verification link.');
    expect(t.deps.db.select().from(users).where(eq(users.id, id)).get()?.emailVerified).toBe(false);
  });

  it('a used token of a user who is no longer verified is refused', async () => {
    const { id, token } = await registered();
    await verify(`?token=${token}`);
    t.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, id)).run();
    expect((await verify(`?token=${token}`)).statusCode).toBe(400);
  });

  it('older verification tokens stay valid after a new one is sent', async () => {
    const { token, body } = await registered();
    t.clock.offsetMs = 6 * 60 * 1000;
    await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: body.email, password: body.password } });
    t.clock.offsetMs = 0;
    await t.deps.mailer.flush();
    expect(t.smtp.messages.filter((m) => m.to.includes(body.email))).toHaveLength(2);
    expect((await verify(`?token=${token}`)).json()).toEqual({ message: 'Email verified successfully.' });
  });

  it('the email has a plain-text and an HTML part with the link, and escapes the name', async () => {
    const body = registration({ first_name: '<b>Eve', last_name: 'Tag</b>' });
    await t.request({ method: 'POST', url: '/api/auth/register', payload: body });
    const mail = await t.smtp.waitFor((m) => m.to.includes(body.email));
    expect(mail.text).toContain('http://localhost:4000/verify-email?token=');
    expect(mail.html).toContain('/verify-email?token=');
    expect(mail.html).toContain('&lt;b&gt;Eve Tag&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Eve');
  });
});
