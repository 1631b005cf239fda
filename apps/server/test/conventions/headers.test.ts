import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sendBytes } from '../support/raw-http';
import { createMember, startTestApp } from '../support/test-app';

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
] as const;

function securityHeadersOf(headers: Record<string, unknown>) {
  return Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers[name]]));
}

const MiB = 1024 * 1024;
const json = { 'content-type': 'application/json' };

/** Requests that Fastify itself refuses, before routing, at routing or at the body, over REST and /trpc. */
const frameworkRefusals: [name: string, request: InjectOptions, status: number][] = [
  ['a path that does not decode, under /api', { method: 'GET', url: '/api/%' }, 400],
  ['a truncated UTF-8 escape in a path id', { method: 'GET', url: '/api/listings/%E0%A4%A' }, 400],
  ['a path that does not decode, under /trpc', { method: 'GET', url: '/trpc/%' }, 400],
  ['a path that does not decode, with a body', { method: 'POST', url: '/api/%', headers: json, payload: '{}' }, 400],
  ['a tRPC path over the parameter limit', { method: 'GET', url: `/trpc/${'a'.repeat(600)}` }, 414],
  ['an unknown /api route', { method: 'GET', url: '/api/nope' }, 404],
  ['an unknown procedure', { method: 'GET', url: '/trpc/nope' }, 404],
  ['a REST body over the limit', { method: 'PUT', url: '/api/profile/me', headers: json, payload: 'x'.repeat(2 * MiB) }, 413],
  ['a tRPC body over the limit', { method: 'POST', url: '/trpc/profile.update', headers: json, payload: 'x'.repeat(2 * MiB) }, 413],
  ['a REST body that is not JSON', { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'x' }, 415],
  ['a tRPC body that is not JSON', { method: 'POST', url: '/trpc/auth.login', headers: { 'content-type': 'text/plain' }, payload: 'x' }, 415],
  ['malformed JSON to REST', { method: 'POST', url: '/api/auth/login', headers: json, payload: '{' }, 400],
  ['malformed JSON to tRPC', { method: 'POST', url: '/trpc/auth.login', headers: json, payload: '{' }, 400],
  ['a subscription over HTTP', { method: 'GET', url: '/trpc/events.onEvent' }, 401],
];

describe('api §0.5 caching and security headers', async () => {
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

describe('every answer carries the same headers, those Fastify makes itself included', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const normal = await t.request({ method: 'GET', url: '/api/listings' });

  it.each(frameworkRefusals)('%s', async (_name, request, status) => {
    const res = await t.request(request);
    expect(res.statusCode).toBe(status);
    expect(securityHeadersOf(res.headers)).toEqual(securityHeadersOf(normal.headers));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('a request that is not even HTTP gets them too, written straight to the socket', async () => {
    for (const [bytes, status] of [
      ['GET /api/listings HTTP/1.1\r\nhost: x\r\nnot a header\r\n\r\n', 400],
      [`GET /api/listings HTTP/1.1\r\nhost: x\r\ncookie: ${'x'.repeat(20_000)}\r\n\r\n`, 431],
    ] as const) {
      const res = await sendBytes(address, bytes);
      expect(res.status).toBe(status);
      expect(securityHeadersOf(res.headers)).toEqual(securityHeadersOf(normal.headers));
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(res.body)).toEqual({ error: expect.any(String) });
    }
  });
});

describe('api §0.6 CORS', async () => {
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

  it("an allowed origin can read Fastify's own refusals too", async () => {
    for (const url of ['/api/%', '/api/nope']) {
      const res = await t.request({ method: 'GET', url, headers: { origin: 'https://app.example.org' } });
      expect(res.headers['access-control-allow-origin']).toBe('https://app.example.org');
    }
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
    expect(doc.paths['/api/listings/{id}'].get.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path' }),
      expect.objectContaining({ name: 'near', in: 'query' }),
    ]);
    expect(doc.paths['/api/listings/{id}'].put.requestBody.content['application/json'].schema.properties).toHaveProperty('price');
    expect(doc.paths['/api/listings/{id}'].delete.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
    const list = doc.paths['/api/listings'].get.parameters.map((p: { name: string }) => p.name);
    expect(list).toEqual(expect.arrayContaining(['brand', 'q', 'sort', 'page', 'limit', 'user_id']));
  });
});
