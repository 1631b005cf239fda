import { createCaller, validateSessionToken, type Context } from '@mpx/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, dataUrl, listingBody, png } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';

/** The same rules through tRPC as through REST: status, message, issues and paths. */
describe('listings over tRPC', () => {
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    t = await startTestApp();
    member = await createMember(t);
  });
  afterAll(() => t.close());

  const trpc = (path: string, input: unknown, headers = member.auth) =>
    t.request({ method: 'POST', url: `/trpc/${path}`, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(input) });
  const rest = (method: 'POST' | 'PUT', url: string, payload: object) => t.request({ method, url, headers: member.auth, payload });

  it('create: identical validation errors, with field names as paths', async () => {
    const bad = listingBody({ price: 'abc', condition: 'Mint', photos: Array.from({ length: 7 }, () => 'x') });
    const viaTrpc = await trpc('listings.create', bad);
    const viaRest = await rest('POST', '/api/listings', bad);
    expect(viaTrpc.statusCode).toBe(400);
    const { error } = viaTrpc.json();
    expect(error.message).toBe(viaRest.json().error);
    expect(error.data.issues).toEqual(viaRest.json().issues);
    expect(error.data.issues.map((i: { path: string }) => i.path)).toEqual(['condition', 'price', 'photos']);
  });

  it('create: photo errors carry the photos.<i> path', async () => {
    const body = listingBody({ photos: [dataUrl('image/png', await png()), 'https://elsewhere.example/a.webp'] });
    const { error } = (await trpc('listings.create', body)).json();
    expect(error.message).toBe('Photo 2: Unknown photo URL.');
    expect(error.data.issues).toEqual([{ path: 'photos.1', message: 'Photo 2: Unknown photo URL.' }]);
    expect(error.data.httpStatus).toBe(400);
  });

  it('create and update succeed with the same shapes as REST', async () => {
    const created = (await trpc('listings.create', listingBody())).json().result.data;
    expect(created).toMatchObject({ status: 'active', brand: 'Bach', price: 120.5 });
    const updated = (await trpc('listings.update', { ...listingBody({ brand: 'Yamaha' }), listing_id: created.listing_id })).json().result.data;
    expect(updated).toMatchObject({ listing_id: created.listing_id, brand: 'Yamaha' });
    const got = (
      await t.request({ method: 'GET', url: `/trpc/listings.byId?input=${encodeURIComponent(JSON.stringify({ listing_id: created.listing_id }))}` })
    ).json();
    expect(got.result.data).toEqual({ ...updated, paypal_link_override: null, paypal_link_effective: null });
  });

  it('update: the same order of checks and messages', async () => {
    const other = await createMember(t);
    const listing = await createListing(t, member);
    const forbidden = (await trpc('listings.update', { ...listingBody(), listing_id: listing.listing_id }, other.auth)).json().error;
    expect([forbidden.message, forbidden.data.httpStatus]).toEqual(['Not authorized.', 403]);
    const missing = (await trpc('listings.update', { listing_id: 999_999 })).json().error;
    expect([missing.message, missing.data.httpStatus]).toEqual(['Listing not found.', 404]);
    const bad = listingBody({ description: 'short' });
    const viaTrpc = (await trpc('listings.update', { ...bad, listing_id: listing.listing_id })).json().error;
    const viaRest = (await rest('PUT', `/api/listings/${listing.listing_id}`, bad)).json();
    expect(viaTrpc.message).toBe(viaRest.error);
    expect(viaTrpc.data.issues).toEqual(viaRest.issues);
  });

  it('through a server-side caller as well', async () => {
    const { viewer } = validateSessionToken(t.deps, member.token);
    const ctx: Context = {
      deps: t.deps,
      req: {
        transport: 'internal',
        ip: '127.0.0.1',
        origin: undefined,
        isWrite: true,
        rateCharged: false,
        credential: { token: member.token, source: 'header' },
        viewer,
      },
      res: { setSessionCookie() {}, clearSessionCookie() {} },
    };
    const caller = createCaller(ctx);
    const created = await caller.listings.create({ ...listingBody(), price: '15' });
    expect(created.price).toBe(15);
    await expect(caller.listings.setStatus({ listing_id: created.listing_id, status: 'sold' })).resolves.toMatchObject({ status: 'sold' });
    await expect(caller.listings.togglePause({ listing_id: created.listing_id })).rejects.toThrow('Sold listings cannot be changed.');
    const mine = await caller.listings.list({ user_id: 'me' });
    expect(mine.listings.map((l) => l.listing_id)).toContain(created.listing_id);
  });
});
