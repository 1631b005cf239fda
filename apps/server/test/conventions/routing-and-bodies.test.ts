import { users } from '@mpx/db';
import { present } from '@mpx/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, ORIGIN, registration, startTestApp } from '../support/test-app';

describe('api §0.1 routing and bodies', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const userCount = () => t.deps.db.select().from(users).all().length;

  it('checklist 1: an unknown /api path answers 404 JSON "Not found."', async () => {
    const res = await t.request({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ error: 'Not found.' });
  });

  it('a known path with an unlisted method is also 404', async () => {
    const res = await t.request({ method: 'DELETE', url: '/api/auth/me' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found.' });
  });

  it.each(['/api/%', '/api/listings/%E0%A4%A', '/listings/%zz'])(
    'a path that does not percent-decode (%s) answers the contract JSON 400, never cached',
    async (url) => {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ error: 'Malformed URL.' });
    },
  );

  it('checklist 2: malformed JSON answers 400 "Invalid JSON body." and changes nothing', async () => {
    const before = userCount();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name": "Sam", "email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid JSON body.' });
    expect(userCount()).toBe(before);
  });

  it('checklist 3: a 2 MiB body to a 1 MiB route answers 413 "Request body too large."', async () => {
    const before = userCount();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...registration(), description: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body too large.' });
    expect(userCount()).toBe(before);
  });

  it('a non-empty body that is not JSON answers 415', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Content-Type must be application/json.' });
  });

  it('a body without any content type is refused with 415 too', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: Buffer.from('{"email":"a"}') });
    expect(res.statusCode).toBe(415);
  });

  it('valid JSON that is not an object answers 400 "Request body must be a JSON object."', async () => {
    for (const payload of ['[1,2]', '"text"', '42', 'null']) {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ error: 'Request body must be a JSON object.' });
    }
  });

  it('an empty body labelled JSON counts as {}', async () => {
    const member = await createMember(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { ...member.auth, 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out.' });
  });

  it('fields an endpoint does not name are ignored', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration(), is_admin: true, email_verified: true, surprise: [1] },
    });
    expect(res.statusCode).toBe(201);
    const row = present(
      t.deps.db
        .select()
        .from(users)
        .all()
        .find((u) => u.id === res.json().user_id),
      'the new user row',
    );
    expect(row.isAdmin).toBe(false);
    expect(row.emailVerified).toBe(false);
  });

  it('a __proto__ key in a body cannot reach any prototype', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      payload: '{"__proto__": {"polluted": true}, "email": "x@example.com", "password": "secret1"}',
    });
    expect(res.statusCode).toBe(401);
    const plain: Record<string, unknown> = {};
    expect(plain.polluted).toBeUndefined();
  });
});
