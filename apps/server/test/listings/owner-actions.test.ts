import { present } from '@mpx/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, insertListing, insertListings, listingBody, setStatus } from '../support/listings';
import { createAdmin, createMember, startTestApp, type Member, type TestApp } from '../support/test-app';

describe('owner actions on a listing', () => {
  let t: TestApp;
  let owner: Member;
  let stranger: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await startTestApp();
    [owner, stranger, admin] = await Promise.all([createMember(t), createMember(t), createAdmin(t)]);
  });
  afterAll(() => t.close());

  /** Every listing write, as a request against listing `id`. */
  const writes = (id: number | string): Record<string, InjectOptions> => ({
    'PUT full edit': { method: 'PUT', url: `/api/listings/${id}`, payload: listingBody({ brand: 'Changed' }) },
    'PUT status form': { method: 'PUT', url: `/api/listings/${id}`, payload: { status: 'sold' } },
    'PATCH pause': { method: 'PATCH', url: `/api/listings/${id}/pause` },
    DELETE: { method: 'DELETE', url: `/api/listings/${id}` },
  });
  const as = (member: Member | null, request: InjectOptions) => t.request({ ...request, headers: { ...request.headers, ...member?.auth } });
  const read = async (id: number) => (await t.request({ method: 'GET', url: `/api/listings/${id}`, headers: owner.auth })).json();

  describe('access: guest, other member, admin, owner', () => {
    it('40: a guest gets 401 on every write, POST included', async () => {
      const { listing_id } = await createListing(t, owner);
      const requests: Record<string, InjectOptions> = { ...writes(listing_id), POST: { method: 'POST', url: '/api/listings', payload: listingBody() } };
      for (const [name, request] of Object.entries(requests)) {
        const res = await as(null, request);
        expect(res.statusCode, name).toBe(401);
        expect(res.json(), name).toEqual({ error: 'No token provided.' });
      }
      expect((await read(listing_id)).brand).toBe('Bach');
    });

    it('40: a member who is not the owner gets 403 Not authorized. on every write', async () => {
      const { listing_id } = await createListing(t, owner);
      for (const [name, request] of Object.entries(writes(listing_id))) {
        const res = await as(stranger, request);
        expect(res.statusCode, name).toBe(403);
        expect(res.json(), name).toEqual({ error: 'Not authorized.' });
      }
      expect(await read(listing_id)).toMatchObject({ status: 'active', brand: 'Bach' });
    });

    it('an admin is no exception', async () => {
      const { listing_id } = await createListing(t, owner);
      for (const [name, request] of Object.entries(writes(listing_id))) {
        const res = await as(admin, request);
        expect(res.statusCode, name).toBe(403);
        expect(res.json(), name).toEqual({ error: 'Not authorized.' });
      }
    });

    it('the owner may do each of them', async () => {
      const expected: Record<string, [number, Record<string, unknown>]> = {
        'PUT full edit': [200, { brand: 'Changed', status: 'active' }],
        'PATCH pause': [200, { status: 'paused' }],
        'PUT status form': [200, { status: 'sold' }],
        DELETE: [200, { message: 'Listing deleted.' }],
      };
      for (const [name, [status, body]] of Object.entries(expected)) {
        const { listing_id } = await createListing(t, owner);
        const res = await as(owner, present(writes(listing_id)[name], name));
        expect(res.statusCode, name).toBe(status);
        expect(res.json(), name).toMatchObject(body);
      }
    });

    it('a missing, deleted or malformed id is 404 Listing not found. before any ownership check', async () => {
      const deleted = insertListing(t, stranger.id, { status: 'deleted' });
      for (const id of [999_999, deleted, 'abc']) {
        for (const [name, request] of Object.entries(writes(id))) {
          const res = await as(owner, request);
          expect(res.statusCode, `${name} ${id}`).toBe(404);
          expect(res.json()).toEqual({ error: 'Listing not found.' });
        }
      }
    });
  });

  it('45: PUT {"status":"sold"} sells an active listing; then PUT, PATCH pause and DELETE answer 409', async () => {
    const { listing_id } = await createListing(t, owner);
    const sold = await as(owner, { method: 'PUT', url: `/api/listings/${listing_id}`, payload: { status: 'sold' } });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().status).toBe('sold');
    for (const [name, request] of Object.entries(writes(listing_id))) {
      const res = await as(owner, request);
      expect(res.statusCode, name).toBe(409);
      expect(res.json(), name).toEqual({ error: 'Sold listings cannot be changed.' });
    }
    // Still public, as sold, but no longer browsable.
    expect((await t.request({ method: 'GET', url: `/api/listings/${listing_id}` })).json().status).toBe('sold');
    const browse = await t.request({ method: 'GET', url: `/api/listings?user_id=${owner.id}` });
    expect(browse.json().listings.map((l: { listing_id: number }) => l.listing_id)).not.toContain(listing_id);
  });

  it('the status form accepts only sold, after the ownership and state checks', async () => {
    const { listing_id } = await createListing(t, owner);
    for (const status of ['active', 'paused', 'deleted', 'loaned', null, 'SOLD']) {
      const res = await as(owner, { method: 'PUT', url: `/api/listings/${listing_id}`, payload: { status } });
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.json()).toEqual({ error: 'Status can only be set to sold.', issues: [{ path: 'status', message: 'Status can only be set to sold.' }] });
    }
    expect((await as(stranger, { method: 'PUT', url: `/api/listings/${listing_id}`, payload: { status: 'bogus' } })).statusCode).toBe(403);
    expect((await read(listing_id)).status).toBe('active');
  });

  it('sells from paused and from loaned, which leaves the loan to the loans area', async () => {
    const paused = insertListing(t, owner.id);
    const loaned = insertListing(t, owner.id);
    setStatus(t, paused, 'paused');
    setStatus(t, loaned, 'loaned');
    for (const id of [paused, loaned]) {
      const res = await as(owner, { method: 'PUT', url: `/api/listings/${id}`, payload: { status: 'sold' } });
      expect(res.json().status).toBe('sold');
    }
  });

  it('a full edit with a status key is a full edit and ignores the status', async () => {
    const { listing_id } = await createListing(t, owner);
    const res = await as(owner, { method: 'PUT', url: `/api/listings/${listing_id}`, payload: listingBody({ status: 'sold', model: 'Edited' }) });
    expect(res.json()).toMatchObject({ status: 'active', model: 'Edited' });
  });

  it('46: a full edit without size keeps the stored size (and the other optional fields)', async () => {
    const created = await createListing(t, owner, { size: '1.5C', open_to_swap: true, open_to_loan: true, paypal_link_override: 'keepme' });
    const { size: _size, open_to_swap: _s, open_to_loan: _l, photos: _p, ...rest } = listingBody({ price: '99.999', description: 'A new description here.' });
    const res = await as(owner, { method: 'PUT', url: `/api/listings/${created.listing_id}`, payload: rest });
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited).toMatchObject({
      size: '1.5C',
      open_to_swap: true,
      open_to_loan: true,
      paypal_link_override: 'https://paypal.me/keepme',
      price: 100,
      description: 'A new description here.',
      created_at: created.created_at,
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    // "" clears the size, null clears the override.
    const cleared = await as(owner, { method: 'PUT', url: `/api/listings/${created.listing_id}`, payload: { ...rest, size: '', paypal_link_override: null } });
    expect(cleared.json()).toMatchObject({ size: null, paypal_link_override: null });
  });

  it('a full edit needs the required fields, checked after the 404/403/409 checks', async () => {
    const { listing_id } = await createListing(t, owner);
    const empty = await as(owner, { method: 'PUT', url: `/api/listings/${listing_id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((i: { path: string }) => i.path)).toEqual(['instrument_type', 'brand', 'model', 'condition', 'price', 'description']);
    expect((await as(stranger, { method: 'PUT', url: `/api/listings/${listing_id}`, payload: {} })).statusCode).toBe(403);
    setStatus(t, listing_id, 'sold');
    expect((await as(owner, { method: 'PUT', url: `/api/listings/${listing_id}`, payload: {} })).statusCode).toBe(409);
  });

  it('a loaned listing may be fully edited and keeps its status', async () => {
    const { listing_id } = await createListing(t, owner);
    setStatus(t, listing_id, 'loaned');
    const res = await as(owner, { method: 'PUT', url: `/api/listings/${listing_id}`, payload: listingBody({ model: 'OnLoan' }) });
    expect(res.json()).toMatchObject({ status: 'loaned', model: 'OnLoan' });
  });

  it('47: PATCH pause toggles active and paused; on a loaned listing it answers 409', async () => {
    const { listing_id } = await createListing(t, owner);
    const pause = () => as(owner, { method: 'PATCH', url: `/api/listings/${listing_id}/pause` });
    expect((await pause()).json().status).toBe('paused');
    expect((await pause()).json().status).toBe('active');
    setStatus(t, listing_id, 'loaned');
    const loaned = await pause();
    expect(loaned.statusCode).toBe(409);
    expect(loaned.json()).toEqual({ error: 'Listings on loan cannot be paused or deleted.' });
    const del = await as(owner, { method: 'DELETE', url: `/api/listings/${listing_id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ error: 'Listings on loan cannot be paused or deleted.' });
  });

  it('6: PATCH pause with Content-Type: application/json and an empty body succeeds', async () => {
    const { listing_id } = await createListing(t, owner);
    const res = await as(owner, { method: 'PATCH', url: `/api/listings/${listing_id}/pause`, headers: { 'content-type': 'application/json' }, payload: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('paused');
  });

  it('re-activating a paused listing past the limit answers 403', async () => {
    const seller = await createMember(t);
    insertListings(t, seller.id, 20);
    const paused = insertListing(t, seller.id, { status: 'paused' });
    const res = await as(seller, { method: 'PATCH', url: `/api/listings/${paused}/pause` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Listing limit reached. You may have up to 20 active listings.' });
    expect((await read(paused)).status).toBe('paused');
  });

  it('48: an owner’s DELETE answers 200 Listing deleted. and hides the listing from every listing endpoint', async () => {
    const created = await createListing(t, owner, { brand: 'Deleted48' });
    const res = await as(owner, { method: 'DELETE', url: `/api/listings/${created.listing_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Listing deleted.' });
    expect((await t.request({ method: 'GET', url: `/api/listings/${created.listing_id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/listings?brand=Deleted48' })).json().listings).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/listings?user_id=${owner.id}&brand=Deleted48` })).json().listings).toEqual([]);
    const mine = await t.request({ method: 'GET', url: '/api/listings?user_id=me', headers: owner.auth });
    expect(mine.json().listings.map((l: { listing_id: number }) => l.listing_id)).not.toContain(created.listing_id);
    // Deleting again, or acting on it: 404.
    expect((await as(owner, { method: 'DELETE', url: `/api/listings/${created.listing_id}` })).statusCode).toBe(404);
  });

  it('DELETE works from paused', async () => {
    const { listing_id } = await createListing(t, owner);
    await as(owner, { method: 'PATCH', url: `/api/listings/${listing_id}/pause` });
    expect((await as(owner, { method: 'DELETE', url: `/api/listings/${listing_id}` })).statusCode).toBe(200);
  });
});
