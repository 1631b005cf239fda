import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restPlugin } from '../../src/http/rest';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * docs/api.md stays in step with the server: every `METHOD /api/...` heading names a route the
 * server registers, and every route registered under `/api` has a heading. The routes come from
 * two places that must agree: the OpenAPI document the server serves (the REST table, ADR 004)
 * and the `/api` plugin itself, registered on a bare Fastify instance that records each route
 * (which also finds paths outside the table, such as the document's own).
 */

const API_DOC = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A Markdown heading that names an endpoint: `### 4.5 PUT /api/listings/{id}`. */
const ENDPOINT_HEADING = new RegExp(`^#{1,6}\\s+(?:[\\d.]+\\s+)?(${METHODS.join('|')})\\s+(/api\\S*)`);

/**
 * One spelling per route: no query (`?token={token}`) or optional part (`[?force=true]`), no
 * trailing slash, and every path parameter written `{}` whatever its name or syntax
 * (`{id}`, `:id`).
 */
function normalise(method: string, path: string): string {
  const bare = path.replace(/\[.*$/, '').replace(/\?.*$/, '').replace(/\/+$/, '');
  const params = bare.replace(/\{[^}/]+\}/g, '{}').replace(/:[A-Za-z_]\w*/g, '{}');
  return `${method.toUpperCase()} ${params}`;
}

/** Each endpoint heading of the document, normalised, with the line it is on. */
function documentedEndpoints(markdown: string): Map<string, number> {
  const found = new Map<string, number>();
  let fenced = false;
  for (const [index, line] of markdown.split('\n').entries()) {
    if (line.trimStart().startsWith('```')) fenced = !fenced;
    if (fenced) continue;
    const match = ENDPOINT_HEADING.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const key = normalise(match[1], match[2]);
    if (found.has(key)) throw new Error(`docs/api.md documents ${key} twice (lines ${found.get(key)} and ${index + 1})`);
    found.set(key, index + 1);
  }
  return found;
}

/** Every method and path the `/api` plugin registers, as the app registers it (prefix `/api`). */
async function pluginRoutes(t: TestApp): Promise<Set<string>> {
  const probe = Fastify({ logger: false });
  const routes = new Set<string>();
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // HEAD is added for every GET; OPTIONS is the CORS preflight, a convention (api §0.6), not an endpoint.
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.add(normalise(method, route.url));
    }
  });
  await probe.register(restPlugin, { prefix: '/api', deps: t.deps });
  await probe.ready();
  await probe.close();
  return routes;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('docs/api.md and the registered /api routes', () => {
  let t: TestApp;
  let documented: Map<string, number>;
  let registered: Set<string>;
  let inOpenApi: Set<string>;

  beforeAll(async () => {
    t = await startTestApp();
    documented = documentedEndpoints(readFileSync(API_DOC, 'utf8'));
    registered = await pluginRoutes(t);
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    inOpenApi = new Set(Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => normalise(method, path))));
  });
  afterAll(() => t.close());

  it('finds the endpoint headings and the routes at all', () => {
    // A broken heading pattern or an empty plugin would make the comparisons below pass vacuously.
    expect(documented.size).toBeGreaterThan(30);
    expect(registered.size).toBeGreaterThan(30);
    expect(registered).toContain('GET /api/openapi.json');
  });

  it('every route of the OpenAPI document is one the /api plugin registers', () => {
    expect(sorted([...inOpenApi].filter((route) => !registered.has(route)))).toEqual([]);
  });

  it('documents no path the server does not answer', () => {
    const stale = sorted(documented.keys()).filter((route) => !registered.has(route));
    expect(stale, `headings in docs/api.md without a route: ${stale.map((r) => `${r} (line ${documented.get(r)})`).join(', ')}`).toEqual([]);
  });

  it('leaves no registered path undocumented', () => {
    const missing = sorted(registered).filter((route) => !documented.has(route));
    expect(missing, 'routes without a `### N.N METHOD /api/...` heading in docs/api.md').toEqual([]);
  });

  it('each documented heading resolves on the running app', () => {
    // The real app, not the probe: a documented path must be reachable where clients call it.
    for (const route of documented.keys()) {
      const [method = '', path = ''] = route.split(' ');
      let n = 0;
      const url = path.replace(/\{\}/g, () => `:p${++n}`);
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
  });
});

describe('normalise', () => {
  it.each([
    ['GET', '/api/listings/{id}', 'GET /api/listings/{}'],
    ['get', '/api/listings/:id', 'GET /api/listings/{}'],
    ['PATCH', '/api/loans/{id}/{action}', 'PATCH /api/loans/{}/{}'],
    ['GET', '/api/auth/verify-email?token={token}', 'GET /api/auth/verify-email'],
    ['DELETE', '/api/admin/users/{id}[?force=true]', 'DELETE /api/admin/users/{}'],
    ['GET', '/api/messages/', 'GET /api/messages'],
  ])('%s %s', (method, path, expected) => {
    expect(normalise(method, path)).toBe(expected);
  });
});
