import { afterAll, describe, expect, it } from 'vitest';
import { ORIGIN, startTestApp, type Member } from '../support/test-app';
import { bach7c, createParties, dealState, offerOk, reservedListing, statusOf } from './support';

/**
 * The REST paths of issue 30 with the session cookie, as a browser calls them: reads need only
 * the cookie, every write also needs our Origin (api §0.2, CSRF), and a refused write changes
 * nothing.
 */
describe('offers and deals over REST with the session cookie', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const parties = await createParties(t);
  const { seller, buyer } = parties;

  function call(member: Member, method: 'GET' | 'POST', url: string, opts: { origin?: string; payload?: unknown } = {}) {
    const headers = { cookie: `session=${member.token}`, ...(opts.origin ? { origin: opts.origin } : {}), 'content-type': 'application/json' };
    return t.request({ method, url, headers, ...(opts.payload === undefined ? {} : { payload: JSON.stringify(opts.payload) }) });
  }

  it('reads with the cookie alone', async () => {
    const made = await offerOk(t, buyer, { listing_id: await bach7c(t, seller), amount: 30 });
    const offers = await call(buyer, 'GET', '/api/offers');
    expect(offers.statusCode).toBe(200);
    expect(offers.json().offers.map((o: { offer_id: number }) => o.offer_id)).toContain(made.offer_id);
    expect((await call(seller, 'GET', '/api/deals')).json()).toEqual({ deals: [] });
  });

  it('refuses every write without our Origin, 403 Invalid request origin., and changes nothing', async () => {
    const { listingId } = await reservedListing(t, parties);
    const other = await bach7c(t, seller);
    const open = await offerOk(t, buyer, { listing_id: other, amount: 20 });
    const writes: [Member, string, unknown][] = [
      [buyer, '/api/offers', { listing_id: other, amount: 25 }],
      [seller, `/api/offers/${open.offer_id}/accept`, {}],
      [seller, `/api/offers/${open.offer_id}/decline`, {}],
      [buyer, `/api/offers/${open.offer_id}/withdraw`, {}],
      [seller, `/api/offers/${open.offer_id}/counter`, { amount: 30 }],
      [seller, `/api/listings/${listingId}/release`, {}],
      [seller, `/api/listings/${listingId}/complete`, {}],
    ];
    const before = dealState(t);
    for (const [member, url, payload] of writes) {
      for (const origin of [undefined, 'https://evil.example']) {
        const res = await call(member, 'POST', url, { origin, payload });
        expect([url, res.statusCode, res.json()]).toEqual([url, 403, { error: 'Invalid request origin.' }]);
      }
    }
    expect(dealState(t)).toEqual(before);
  });

  it('takes every write with our Origin: offer, counter, accept, complete', async () => {
    const listingId = await bach7c(t, seller);
    const made = await call(buyer, 'POST', '/api/offers', { origin: ORIGIN, payload: { listing_id: listingId, amount: 50 } });
    expect(made.statusCode).toBe(201);
    const countered = await call(seller, 'POST', `/api/offers/${made.json().offer.offer_id}/counter`, { origin: ORIGIN, payload: { amount: 60 } });
    expect(countered.statusCode).toBe(201);
    const accepted = await call(buyer, 'POST', `/api/offers/${countered.json().offer.offer_id}/accept`, { origin: ORIGIN });
    expect(accepted.json().offer.status).toBe('accepted');
    const done = await call(buyer, 'POST', `/api/listings/${listingId}/complete`, { origin: ORIGIN, payload: { received: true } });
    expect(done.json().deal).toMatchObject({ listing_id: listingId, amount: 60 });
    expect(statusOf(t, listingId)).toBe('sold');
  });
});
