import { afterAll, describe, expect, it } from 'vitest';
import { rest } from '../support/rest';
import { createAdmin, createMember, startTestApp, type Member } from '../support/test-app';
import { answer, answerOk, bach7c, complete, counter, createParties, dealState, offerOk, release, reservedListing } from './support';

/**
 * Who may take which step (issue 30), over REST with a bearer token: only the parties see an
 * offer, only the other party answers it, only its maker withdraws it, only the seller
 * releases, the seller or the buyer (confirming receipt) completes. Every refusal changes nothing.
 */
describe('offers and deals: who may do what', async () => {
  const t = await startTestApp({ MAX_ACTIVE_LISTINGS: '1000' });
  afterAll(() => t.close());
  const parties = await createParties(t);
  const { seller, buyer } = parties;
  const outsider = await createMember(t, { nickname: 'Otto' });
  const admin = await createAdmin(t);

  /** The call's answer, and nothing changed. */
  async function refusedWith(call: () => Promise<{ status: number; body: unknown }>, status: number, error: string) {
    const before = dealState(t);
    expect(await call()).toEqual({ status, body: { error } });
    expect(dealState(t)).toEqual(before);
  }

  it('guests get 401 on every path', async () => {
    const { listingId, offer } = await reservedListing(t, parties);
    const calls: [string, string, unknown][] = [
      ['POST', '/api/offers', { listing_id: listingId, amount: 10 }],
      ['GET', '/api/offers', undefined],
      ['POST', `/api/offers/${offer.offer_id}/accept`, {}],
      ['POST', `/api/offers/${offer.offer_id}/decline`, {}],
      ['POST', `/api/offers/${offer.offer_id}/withdraw`, {}],
      ['POST', `/api/offers/${offer.offer_id}/counter`, { amount: 10 }],
      ['GET', '/api/deals', undefined],
      ['POST', `/api/listings/${listingId}/release`, {}],
      ['POST', `/api/listings/${listingId}/complete`, { received: true }],
    ];
    for (const [method, url, body] of calls) {
      await refusedWith(() => rest(t, null, method === 'GET' ? 'GET' : 'POST', url, body), 401, 'No token provided.');
      await refusedWith(
        () => rest(t, { ...buyer, auth: { authorization: 'Bearer nope' } }, method === 'GET' ? 'GET' : 'POST', url, body),
        401,
        'Invalid or expired token.',
      );
    }
  });

  it('an outsider, admins included, gets 404 on every step of an offer', async () => {
    const listingId = await bach7c(t, seller);
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 90 });
    for (const who of [outsider, admin]) {
      for (const step of ['accept', 'decline', 'withdraw'] as const) await refusedWith(() => answer(t, who, made.offer_id, step), 404, 'Offer not found.');
      await refusedWith(() => counter(t, who, made.offer_id, { amount: 95 }), 404, 'Offer not found.');
    }
    // Unknown offers are the same 404 for anyone.
    await refusedWith(() => answer(t, seller, 999_999, 'accept'), 404, 'Offer not found.');
  });

  it('the maker may not answer their own offer; the other party may not withdraw it', async () => {
    const listingId = await bach7c(t, seller);
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 90 });
    for (const step of ['accept', 'decline'] as const) await refusedWith(() => answer(t, buyer, made.offer_id, step), 403, 'You cannot answer your own offer.');
    await refusedWith(() => counter(t, buyer, made.offer_id, { amount: 80 }), 403, 'You cannot answer your own offer.');
    await refusedWith(() => answer(t, seller, made.offer_id, 'withdraw'), 403, 'Only the member who made an offer can withdraw it.');

    // A counter turns the roles round: now the seller made it and the buyer answers.
    const countered = (await counter(t, seller, made.offer_id, { amount: 110 })).body.offer;
    await refusedWith(() => answer(t, seller, countered.offer_id, 'accept'), 403, 'You cannot answer your own offer.');
    await refusedWith(() => answer(t, buyer, countered.offer_id, 'withdraw'), 403, 'Only the member who made an offer can withdraw it.');
    // The countered offer is closed: every step on it is a 409.
    for (const step of ['accept', 'decline'] as const) await refusedWith(() => answer(t, seller, made.offer_id, step), 409, 'This offer is no longer open.');
    await refusedWith(() => answer(t, buyer, made.offer_id, 'withdraw'), 409, 'This offer is no longer open.');
    await refusedWith(() => counter(t, seller, made.offer_id, { amount: 100 }), 409, 'This offer is no longer open.');
    expect((await answerOk(t, buyer, countered.offer_id, 'decline')).status).toBe('declined');
  });

  it('release: only the seller, and only while reserved', async () => {
    const { listingId } = await reservedListing(t, parties);
    await refusedWith(() => release(t, outsider, listingId), 403, 'Only the seller can do this.');
    await refusedWith(() => release(t, buyer, listingId), 403, 'Only the seller can do this.');
    await refusedWith(() => release(t, admin, listingId), 403, 'Only the seller can do this.');
    const active = await bach7c(t, seller);
    await refusedWith(() => release(t, seller, active), 409, 'This listing is not reserved.');
    await refusedWith(() => release(t, seller, 999_999), 404, 'Listing not found.');
  });

  it('complete: the seller, or the buyer who confirms receipt; anyone else 403; not reserved 409', async () => {
    const { listingId } = await reservedListing(t, parties);
    await refusedWith(() => complete(t, outsider, listingId, { received: true }), 403, 'Only the seller or the buyer of this deal can complete it.');
    await refusedWith(() => complete(t, admin, listingId), 403, 'Only the seller or the buyer of this deal can complete it.');
    const confirm = 'To complete as the buyer, confirm you received it: send received: true.';
    await refusedWith(() => complete(t, buyer, listingId), 400, confirm);
    await refusedWith(() => complete(t, buyer, listingId, { received: false }), 400, confirm);
    const before = dealState(t);
    expect(await complete(t, buyer, listingId, { received: 'yes' })).toEqual({
      status: 400,
      body: { error: confirm, issues: [{ path: 'received', message: confirm }] },
    });
    expect(dealState(t)).toEqual(before);

    const done = await complete(t, buyer, listingId, { received: true });
    expect(done.status).toBe(200);
    expect(done.body.deal).toMatchObject({ listing_id: listingId, buyer_id: buyer.id, seller_id: seller.id, amount: 100 });
    // Sold now: neither may complete or release it again; the buyer is still its buyer (409, not 403).
    await refusedWith(() => complete(t, seller, listingId), 409, 'This listing is not reserved.');
    await refusedWith(() => complete(t, buyer, listingId, { received: true }), 409, 'This listing is not reserved.');
    await refusedWith(() => release(t, seller, listingId), 409, 'This listing is not reserved.');
    // On an active listing nobody is the buyer yet.
    const active = await bach7c(t, seller);
    await refusedWith(() => complete(t, seller, active), 409, 'This listing is not reserved.');
    await refusedWith(() => complete(t, buyer, active, { received: true }), 403, 'Only the seller or the buyer of this deal can complete it.');
  });

  it('GET /api/offers: only the caller’s own, filtered by role, status and listing', async () => {
    const [s, b1, b2] = [await createMember(t), await createMember(t), await createMember(t)];
    const [l1, l2] = [await bach7c(t, s), await bach7c(t, s)];
    const o1 = await offerOk(t, b1, { listing_id: l1, amount: 50 });
    const o2 = await offerOk(t, b2, { listing_id: l1, amount: 60 });
    const o3 = await offerOk(t, b1, { listing_id: l2, amount: 70 });
    await answerOk(t, s, o3.offer_id, 'decline');
    // b1 sells too: an offer from s on b1's listing.
    const l3 = await bach7c(t, b1);
    const o4 = await offerOk(t, s, { listing_id: l3, amount: 80 });

    const ids = async (who: Member, query = '') => {
      const res = await rest(t, who, 'GET', `/api/offers${query}`);
      expect(res.status).toBe(200);
      return res.body.offers.map((o: { offer_id: number }) => o.offer_id);
    };
    // Newest first.
    expect(await ids(b1)).toEqual([o4.offer_id, o3.offer_id, o1.offer_id]);
    expect(await ids(b1, '?role=buyer')).toEqual([o3.offer_id, o1.offer_id]);
    expect(await ids(b1, '?role=seller')).toEqual([o4.offer_id]);
    expect(await ids(b1, '?status=declined')).toEqual([o3.offer_id]);
    expect(await ids(b1, `?listing_id=${l1}`)).toEqual([o1.offer_id]);
    expect(await ids(b1, `?role=buyer&status=open&listing_id=${l2}`)).toEqual([]);
    expect(await ids(s, '?role=seller')).toEqual([o3.offer_id, o2.offer_id, o1.offer_id]);
    expect(await ids(b2)).toEqual([o2.offer_id]);
    expect(await ids(outsider, `?listing_id=${l1}`)).toEqual([]);
    // An empty parameter is one not sent (`?status=&listing_id=`); the last value of a repeated one counts.
    expect(await ids(b1, '?role=&status=&listing_id=')).toEqual([o4.offer_id, o3.offer_id, o1.offer_id]);
    expect(await ids(b1, '?role=seller&role=buyer')).toEqual([o3.offer_id, o1.offer_id]);

    const bad = async (query: string, path: string, error: string) =>
      expect(await rest(t, b1, 'GET', `/api/offers${query}`)).toEqual({ status: 400, body: { error, issues: [{ path, message: error }] } });
    await bad('?role=lender', 'role', 'Role must be buyer or seller.');
    const statuses = 'Status must be one of: open, accepted, declined, countered, withdrawn, expired, released, completed.';
    await bad('?status=pending', 'status', statuses);
    await bad('?listing_id=abc', 'listing_id', 'A listing is required.');
  });

  it('GET /api/deals: only the caller’s completed deals, newest first', async () => {
    const { listingId: first } = await reservedListing(t, parties, 70);
    const { listingId: second } = await reservedListing(t, parties, 80);
    const d1 = (await complete(t, seller, first)).body.deal;
    t.clock.offsetMs += 1000;
    const d2 = (await complete(t, buyer, second, { received: true })).body.deal;
    t.clock.offsetMs -= 1000;
    for (const who of [seller, buyer]) expect((await rest(t, who, 'GET', '/api/deals')).body.deals.slice(0, 2)).toEqual([d2, d1]);
    expect((await rest(t, outsider, 'GET', '/api/deals')).body).toEqual({ deals: [] });
  });
});
