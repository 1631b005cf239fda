import { sessions, users } from '@mpx/db';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, startTestApp } from '../support/test-app';

describe('privacy and value types (api §0.4)', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('checklist 9: no response contains a password hash or a session id; emails only reach their owner', async () => {
    const a = await createMember(t);
    const b = await createMember(t);
    const bodies = await Promise.all([
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email: a.email, password: a.password } }),
      t.request({ method: 'GET', url: '/api/auth/me', headers: a.auth }),
      t.request({ method: 'GET', url: '/api/profile/me', headers: a.auth }),
      t.request({ method: 'PUT', url: '/api/profile/me', headers: a.auth, payload: { nickname: 'Z' } }),
      t.request({ method: 'GET', url: `/api/profile/${b.id}`, headers: a.auth }),
      t.request({ method: 'GET', url: `/api/profile/${a.id}` }),
      t.request({ method: 'POST', url: '/api/auth/register', payload: { first_name: 'X' } }),
    ]).then((rs) => rs.map((r) => r.body));
    const secrets = [
      ...t.deps.db
        .select()
        .from(users)
        .all()
        .map((u) => u.passwordHash),
      ...t.deps.db
        .select()
        .from(sessions)
        .all()
        .map((s) => s.id),
    ];
    for (const body of bodies) {
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body).not.toContain('$argon2');
      expect(body).not.toContain(b.email);
    }
    expect(bodies[4]).not.toContain(b.email);
  });

  it('checklist 11: every id is a JSON number', async () => {
    const a = await createMember(t);
    const me = (await t.request({ method: 'GET', url: '/api/auth/me', headers: a.auth })).json();
    const pub = (await t.request({ method: 'GET', url: `/api/profile/${a.id}` })).json();
    expect(typeof me.user_id).toBe('number');
    expect(typeof pub.user_id).toBe('number');
  });

  it('checklist 8: every 400 validation answer has error = issues[0].message, never "Validation failed."', async () => {
    const a = await createMember(t);
    const answers = await Promise.all([
      t.request({ method: 'POST', url: '/api/auth/register', payload: {} }),
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'x' } }),
      t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: {} }),
      t.request({ method: 'POST', url: '/api/auth/reset-password', payload: {} }),
      t.request({ method: 'GET', url: '/api/auth/verify-email' }),
      t.request({ method: 'PUT', url: '/api/profile/me', headers: a.auth, payload: { location_postcode: 'x' } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe(body.issues[0].message);
      expect(body.error).not.toBe('Validation failed.');
      expect(JSON.stringify(body)).not.toContain('Validation failed');
    }
  });
});
