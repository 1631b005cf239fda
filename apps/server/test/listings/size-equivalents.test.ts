import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createMember, startTestApp, type TestApp } from '../support/test-app';
import { httpClient } from '../support/trpc-client';

interface Answer {
  listings: { listing_id: number; brand: string; size: string | null }[];
}

/**
 * "Like X" as players would agree (api §16, ADR 015): the published equivalents of X first, then
 * sizes measured within the tolerance, in X's family only; both ways round.
 */
describe('similar sizes follow the makers’ own equivalences', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const seller = await createMember(t);
    const pieces: [string, string, string, string][] = [
      ['bach7c', 'Bach', '7C', 'Trumpet'],
      ['yamaha11c4', 'Yamaha', '11C4', 'Trumpet'],
      ['wick4b', 'Denis Wick', '4B', 'Trumpet'],
      ['bach1c', 'Bach', '1C', 'Trumpet'],
      ['schilke16', 'Schilke', '16', 'Trumpet'],
      ['bachTrombone7c', 'Bach', '7C', 'Tenor Trombone'],
    ];
    for (const [key, brand, size, instrument_type] of pieces)
      ids[key] = (await createListing(t, seller, { brand, model: 'Standard', size, instrument_type })).listing_id;
  });
  afterAll(() => t.close());

  const like = async (reference: string) => {
    const res = await t.request({ method: 'GET', url: `/api/listings?like=${encodeURIComponent(reference)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer>().listings.map((l) => l.listing_id);
  };

  it('"like Bach 7C" finds the Yamaha 11C4 and the Denis Wick 4B, equivalents first, and leaves out a Bach 1C and trombones', async () => {
    const found = await like('Bach 7C');
    expect(found.slice(0, 3).sort()).toEqual([ids.bach7c, ids.yamaha11c4, ids.wick4b].sort());
    expect(found).not.toContain(ids.bach1c);
    expect(found).not.toContain(ids.bachTrombone7c);
  });

  it('holds both ways: "like Yamaha 11C4" finds the Bach 7C', async () => {
    expect(await like('Yamaha 11C4')).toContain(ids.bach7c);
  });

  it('"like Bach 1C" finds a Schilke 16, which Denis Wick compares to both', async () => {
    const found = await like('Bach 1C');
    expect(found).toContain(ids.schilke16);
    expect(found).not.toContain(ids.bach7c);
  });

  it('is the same through tRPC, SQL (one seller) and the catalog (every seller)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const viaTrpc = await httpClient(address).client.listings.list.query({ like: 'Bach 7C' });
    expect(viaTrpc.listings.map((l) => l.listing_id)).toEqual(await like('Bach 7C'));
    const seller = viaTrpc.listings[0]?.user_id;
    const oneSeller = await t.request({ method: 'GET', url: `/api/listings?like=Bach%207C&user_id=${seller}` });
    expect(oneSeller.json<Answer>().listings.map((l) => l.listing_id)).toEqual(await like('Bach 7C'));
  });
});

describe('the open size dataset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/sizes: every size with its figures, sources and equivalents, cacheable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/sizes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { sizes } = res.json<{
      sizes: {
        maker_id: string;
        code: string;
        family: string;
        rim_mm: number | null;
        rim_from: string | null;
        source: string;
        equivalents: { maker_id: string; code: string; reason: string }[];
      }[];
    }>();
    expect(sizes.filter((s) => s.rim_mm !== null && s.source !== '').length).toBeGreaterThanOrEqual(550);
    const yamaha = sizes.find((s) => s.maker_id === 'yamaha' && s.code === '11C4');
    expect(yamaha?.equivalents).toContainEqual(expect.objectContaining({ maker_id: 'bach', code: '7C' }));
    expect(sizes.find((s) => s.maker_id === 'schilke' && s.code === '14A4a')).toMatchObject({ rim_from: 'rule' });
    expect(sizes.find((s) => s.maker_id === 'bach' && s.code === '3C' && s.family === 'trumpet')).toMatchObject({ rim_mm: 16.3, rim_from: 'measured' });
  });

  it('GET /api/sizes.csv: the same rows as a CSV download', async () => {
    const [json, csv] = await Promise.all([t.request({ method: 'GET', url: '/api/sizes' }), t.request({ method: 'GET', url: '/api/sizes.csv' })]);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="mouthpiece-sizes.csv"');
    expect(csv.headers['cache-control']).toBe('public, max-age=86400');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('maker_id,maker,family,code,aliases,rim_mm,rim_from,cup,cup_wording,throat_mm,backbore,shanks,source,note,equivalents');
    // Quoted fields never hold a bare line break here, so lines are rows.
    expect(lines.length - 1).toBe(json.json<{ sizes: unknown[] }>().sizes.length);
    expect(lines.find((l) => l.startsWith('yamaha,Yamaha,trumpet,11C4,'))).toContain('bach 7C (');
  });

  it('is in the OpenAPI document, and a failure is still no-store', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    }>();
    expect(Object.keys(doc.paths['/api/sizes']?.get?.responses['200']?.content ?? {})).toEqual(['application/json']);
    expect(Object.keys(doc.paths['/api/sizes.csv']?.get?.responses['200']?.content ?? {})).toEqual(['text/csv']);
    const missing = await t.request({ method: 'GET', url: '/api/sizes.json' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
