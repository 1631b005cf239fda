import { afterAll, describe, expect, it } from 'vitest';
import { createMember, startTestApp } from '../support/test-app';

describe('contract §0.5 caching and security headers', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('checklist 5: every /api response carries Cache-Control: no-store, errors included', async () => {
    const member = await createMember(t);
    const answers = await Promise.all([
      t.request({ method: 'GET', url: '/api/auth/me', headers: member.auth }),
      t.request({ method: 'GET', url: `/api/profile/${member.id}` }),
      t.request({ method: 'GET', url: '/api/auth/me' }),
      t.request({ method: 'GET', url: '/api/nope' }),
      t.request({ method: 'POST', url: '/api/auth/login', payload: {} }),
      t.request({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'x' }),
      t.request({ method: 'GET', url: '/api/profile/abc' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 400, 415, 404]);
    for (const res of answers) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('pages carry a CSP allowing only our own scripts, nosniff, no framing and a strict referrer policy', async () => {
    const res = await t.request({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('unknown page paths get the app with a 404 status; app routes get 200', async () => {
    expect((await t.request({ method: 'GET', url: '/some/unknown/page' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/reset-password?token=abc' })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/messages/12' })).statusCode).toBe(200);
  });

  it('/healthz touches the database', async () => {
    const res = await t.request({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('contract §0.6 CORS', async () => {
  const t = await startTestApp({ CORS_ORIGINS: 'https://app.example.org' });
  afterAll(() => t.close());

  it('an allowed origin gets its origin back and Vary: Origin, without credentials', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me', headers: { origin: 'https://app.example.org' } });
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(res.headers.vary).toContain('Origin');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('a preflight from an allowed origin answers 204 with the methods, headers and max age', async () => {
    const res = await t.request({
      method: 'OPTIONS',
      url: '/api/profile/me',
      headers: { origin: 'https://app.example.org', 'access-control-request-method': 'PUT' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, PUT, PATCH, DELETE');
    expect(res.headers['access-control-allow-headers']).toBe('Content-Type, Authorization');
    expect(res.headers['access-control-max-age']).toBe('86400');
  });

  it('another origin gets no CORS headers at all', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const res = await t.request({ method, url: '/api/auth/me', headers: { origin: 'https://evil.example' } });
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('OpenAPI document', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it("publishes every documented path at /api/openapi.json with the procedures' input schemas", async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/profile/me', '/api/profile/{userId}']));
    const register = doc.paths['/api/auth/register'].post;
    expect(register.responses['201']).toBeDefined();
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty('first_name');
    expect(doc.paths['/api/auth/verify-email'].get.parameters).toEqual([expect.objectContaining({ name: 'token', in: 'query' })]);
  });
});

describe('OpenAPI document for listing paths', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('documents path ids as path parameters and the edit body', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/listings/{id}'].get.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    expect(doc.paths['/api/listings/{id}'].put.requestBody.content['application/json'].schema.properties).toHaveProperty('price');
    expect(doc.paths['/api/listings/{id}'].delete.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    const list = doc.paths['/api/listings'].get.parameters.map((p: { name: string }) => p.name);
    expect(list).toEqual(expect.arrayContaining(['brand', 'q', 'sort', 'page', 'limit', 'user_id']));
  });
});
