import { afterAll, describe, expect, it } from 'vitest';
import { createAdmin, createMember, ORIGIN, startTestApp, type Member } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';
import { bach7c, createParties, dealState, offerOk, reservedListing, statusOf, trpcFailure } from './support';

/**
 * The offers and deals procedures over every transport the web app uses (issue 30): tRPC over
 * HTTP, batched, and over the WebSocket. The same rules hold on each: guests refused, only the
 * parties see an offer, each party only takes their own steps, a refusal changes nothing.
 */
describe('offers and deals over tRPC HTTP, batches and the WebSocket', async () => {
  const t = await startTestApp({ MAX_ACTIVE_LISTINGS: '1000' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const sockets: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(sockets.map((s) => s.close())));
  /** One socket per member (and one for guests), opened on first use. */
  const open = new Map<number, ReturnType<typeof wsClient>['client']>();
  const ws = (member?: Member) => {
    const known = open.get(member?.id ?? 0);
    if (known) return known;
    const socket = wsClient(address, member ? { token: member.token } : { origin: ORIGIN });
    sockets.push(socket);
    open.set(member?.id ?? 0, socket.client);
    return socket.client;
  };
  const http = (member?: Member) => httpClient(address, member ? { bearer: member.token } : {}).client;
  const batch = (member?: Member) => httpClient(address, member ? { bearer: member.token, batch: true } : { batch: true }).client;
  const parties = await createParties(t);
  const { seller, buyer } = parties;

  it('refuses guests on every procedure over HTTP, a batch and the socket', async () => {
    const { listingId, offer } = await reservedListing(t, parties);
    const before = dealState(t);
    for (const client of [http(), batch(), ws()]) {
      const calls = [
        client.offers.make.mutate({ listing_id: listingId, amount: 10 }),
        client.offers.list.query({}),
        client.offers.answer.mutate({ offer_id: offer.offer_id, answer: 'decline' }),
        client.offers.counter.mutate({ offer_id: offer.offer_id, amount: 10 }),
        client.deals.list.query(),
        client.deals.release.mutate({ listing_id: listingId }),
        client.deals.complete.mutate({ listing_id: listingId, received: true }),
      ];
      for (const refused of await Promise.all(calls.map(trpcFailure))) expect(refused).toMatchObject({ code: 'UNAUTHORIZED', message: 'No token provided.' });
    }
    expect(dealState(t)).toEqual(before);
  });

  it('a whole deal with each step over another transport, and the same answers everywhere', async () => {
    const listingId = await bach7c(t, seller);
    const made = await http(buyer).offers.make.mutate({ listing_id: listingId, amount: 90, note: 'Over HTTP' });
    expect(made.offer).toMatchObject({ status: 'open', amount: 90, from_user_id: buyer.id });
    const countered = await ws(seller).offers.counter.mutate({ offer_id: made.offer.offer_id, amount: 100 });
    expect(countered.offer).toMatchObject({ parent_offer_id: made.offer.offer_id, from_user_id: seller.id });
    const sellerBatch = batch(seller);
    const [mine, theirs] = await Promise.all([sellerBatch.offers.list.query({ listing_id: listingId }), batch(buyer).offers.list.query({ role: 'buyer' })]);
    expect(mine.offers.map((o) => o.status)).toEqual(['open', 'countered']);
    expect(theirs.offers.slice(0, 2)).toEqual(mine.offers);

    expect((await ws(buyer).offers.answer.mutate({ offer_id: countered.offer.offer_id, answer: 'accept' })).offer.status).toBe('accepted');
    const released = await http(seller).deals.release.mutate({ listing_id: listingId });
    expect(released).toMatchObject({ listing_id: listingId, status: 'active' });

    const again = await batch(buyer).offers.make.mutate({ listing_id: listingId, amount: 95 });
    await http(seller).offers.answer.mutate({ offer_id: again.offer.offer_id, answer: 'accept' });
    const done = await ws(seller).deals.complete.mutate({ listing_id: listingId });
    expect(done.deal).toMatchObject({ listing_id: listingId, amount: 95, buyer_id: buyer.id });
    expect(statusOf(t, listingId)).toBe('sold');
    const [sellerDeals, buyerDeals] = await Promise.all([sellerBatch.deals.list.query(), ws(buyer).deals.list.query()]);
    expect(sellerDeals.deals[0]).toEqual(done.deal);
    expect(buyerDeals.deals[0]).toEqual(done.deal);
  });

  it('refuses with the same codes and texts over HTTP, a batch and the socket, and changes nothing', async () => {
    const outsider = await createMember(t);
    const admin = await createAdmin(t);
    const { listingId, offer } = await reservedListing(t, parties);
    const pending = await offerOk(t, buyer, { listing_id: await bach7c(t, seller), amount: 30 });
    const before = dealState(t);
    for (const client of [http, batch, ws]) {
      for (const who of [outsider, admin]) {
        for (const answer of ['accept', 'decline', 'withdraw'] as const) {
          expect(await trpcFailure(client(who).offers.answer.mutate({ offer_id: pending.offer_id, answer }))).toMatchObject({
            code: 'NOT_FOUND',
            message: 'Offer not found.',
          });
        }
        expect(await trpcFailure(client(who).offers.counter.mutate({ offer_id: pending.offer_id, amount: 5 }))).toMatchObject({ code: 'NOT_FOUND' });
        expect(await trpcFailure(client(who).deals.release.mutate({ listing_id: listingId }))).toMatchObject({
          code: 'FORBIDDEN',
          message: 'Only the seller can do this.',
        });
        expect(await trpcFailure(client(who).deals.complete.mutate({ listing_id: listingId, received: true }))).toMatchObject({
          code: 'FORBIDDEN',
          message: 'Only the seller or the buyer of this deal can complete it.',
        });
        expect((await client(who).offers.list.query({ listing_id: listingId })).offers).toEqual([]);
      }
      expect(await trpcFailure(client(buyer).offers.answer.mutate({ offer_id: pending.offer_id, answer: 'accept' }))).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You cannot answer your own offer.',
      });
      expect(await trpcFailure(client(seller).offers.answer.mutate({ offer_id: offer.offer_id, answer: 'decline' }))).toMatchObject({
        code: 'CONFLICT',
        message: 'This offer is no longer open.',
      });
      expect(await trpcFailure(client(buyer).deals.release.mutate({ listing_id: listingId }))).toMatchObject({ code: 'FORBIDDEN' });
      expect(await trpcFailure(client(buyer).offers.make.mutate({ listing_id: listingId, amount: 1 }))).toMatchObject({
        code: 'CONFLICT',
        message: 'This item is not currently available.',
      });
      expect(await trpcFailure(client(buyer).offers.make.mutate({ listing_id: listingId, amount: 0, note: 'n'.repeat(1001) }))).toEqual({
        code: 'BAD_REQUEST',
        message: 'Amount must be greater than 0.',
        issues: [
          { path: 'amount', message: 'Amount must be greater than 0.' },
          { path: 'note', message: 'Note must be 1000 characters or less.' },
        ],
      });
    }
    expect(dealState(t)).toEqual(before);
  });

  it('a cookie socket without our Origin may read but not write (CSRF)', async () => {
    const listingId = await bach7c(t, seller);
    const mine = await offerOk(t, buyer, { listing_id: listingId, amount: 40 });
    const socket = wsClient(address, { cookie: `session=${buyer.token}` });
    sockets.push(socket);
    const before = dealState(t);
    expect((await socket.client.offers.list.query({ listing_id: listingId })).offers.map((o) => o.offer_id)).toEqual([mine.offer_id]);
    expect(await socket.client.deals.list.query()).toEqual(await ws(buyer).deals.list.query());
    const writes = [
      socket.client.offers.make.mutate({ listing_id: listingId, amount: 45 }),
      socket.client.offers.answer.mutate({ offer_id: mine.offer_id, answer: 'withdraw' }),
      socket.client.offers.counter.mutate({ offer_id: mine.offer_id, amount: 45 }),
      socket.client.deals.release.mutate({ listing_id: listingId }),
      socket.client.deals.complete.mutate({ listing_id: listingId, received: true }),
    ];
    for (const refused of await Promise.all(writes.map(trpcFailure))) expect(refused).toMatchObject({ code: 'FORBIDDEN', message: 'Invalid request origin.' });
    expect(dealState(t)).toEqual(before);
  });

  it('answers each call of a batch on its own: a good offer and a bad one in one request', async () => {
    const listingId = await bach7c(t, seller);
    const res = await t.request({
      method: 'POST',
      url: '/trpc/offers.make,offers.make,deals.release?batch=1',
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { listing_id: listingId, amount: 70 }, 1: { listing_id: listingId }, 2: { listing_id: listingId } }),
    });
    const [ok, bad, forbidden] = res.json();
    expect(ok.result.data.offer).toMatchObject({ listing_id: listingId, amount: 70, status: 'open' });
    expect(bad.error.message).toBe('An offer needs an amount, a listing to swap, or both.');
    expect(forbidden.error.data).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
    const read = await t.request({
      method: 'GET',
      url: `/trpc/offers.list,deals.list?batch=1&input=${encodeURIComponent('{"0":{"listing_id":' + listingId + '}}')}`,
      headers: seller.auth,
    });
    const [offers, deals] = read.json();
    expect(offers.result.data.offers.map((o: { offer_id: number }) => o.offer_id)).toEqual([ok.result.data.offer.offer_id]);
    expect(deals.result.data).toEqual({ deals: expect.any(Array) });
  });
});
