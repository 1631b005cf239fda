import { offers } from '@mpx/db';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, startTestApp } from '../support/test-app';
import { wsClient } from '../support/trpc-client';
import { answer, bach7c, complete, createParties, dealsOn, offer, offerOk, offerRow, offersOn, release, reservedListing, statusOf } from './support';

const codes = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

/**
 * Races settled by the database (issue 30): each step reads the offer and the listing inside its
 * own write, so of two steps at once the second sees the first; partial unique indexes are the
 * last word (one open offer per buyer and listing, one accepted offer per listing).
 */
describe('offers and deals racing', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const parties = await createParties(t);
  const { seller, buyer } = parties;

  it('two accepts at once on two offers of one listing: one 200, one 409, one accepted offer', async () => {
    const listingId = await bach7c(t, seller);
    const other = await createMember(t);
    const [a, b] = [await offerOk(t, buyer, { listing_id: listingId, amount: 90 }), await offerOk(t, other, { listing_id: listingId, amount: 95 })];
    const answers = await Promise.all([answer(t, seller, a.offer_id, 'accept'), answer(t, seller, b.offer_id, 'accept')]);
    expect(codes(answers)).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)?.body).toEqual({ error: 'This offer is no longer open.' });
    const statuses = offersOn(t, listingId).map((o) => o.status);
    expect(statuses.filter((s) => s === 'accepted')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'declined')).toHaveLength(1);
    expect(statusOf(t, listingId)).toBe('reserved');
  });

  it('two accepts at once over the WebSocket and REST: the same one winner', async () => {
    const listingId = await bach7c(t, seller);
    const other = await createMember(t);
    const [a, b] = [await offerOk(t, buyer, { listing_id: listingId, amount: 90 }), await offerOk(t, other, { listing_id: listingId, amount: 95 })];
    const socket = wsClient(address, { token: seller.token });
    try {
      const [overSocket, overRest] = await Promise.allSettled([
        socket.client.offers.answer.mutate({ offer_id: a.offer_id, answer: 'accept' }),
        answer(t, seller, b.offer_id, 'accept'),
      ]);
      const socketWon = overSocket.status === 'fulfilled';
      expect(overRest.status === 'fulfilled' && overRest.value.status).toBe(socketWon ? 409 : 200);
      if (!socketWon) expect(String(overSocket.reason)).toContain('This offer is no longer open.');
      expect(
        offersOn(t, listingId)
          .filter((o) => o.status === 'accepted')
          .map((o) => o.id),
      ).toEqual([socketWon ? a.offer_id : b.offer_id]);
    } finally {
      await socket.close();
    }
  });

  it('accept against withdraw of the same offer: one wins, and the listing matches it', async () => {
    for (let round = 0; round < 3; round++) {
      const listingId = await bach7c(t, seller);
      const made = await offerOk(t, buyer, { listing_id: listingId, amount: 90 });
      const [accepted, withdrawn] = await Promise.all([answer(t, seller, made.offer_id, 'accept'), answer(t, buyer, made.offer_id, 'withdraw')]);
      expect(codes([accepted, withdrawn])).toEqual([200, 409]);
      const loser = accepted.status === 409 ? accepted : withdrawn;
      expect(loser.body).toEqual({ error: 'This offer is no longer open.' });
      const status = offerRow(t, made.offer_id).status;
      expect(status).toBe(accepted.status === 200 ? 'accepted' : 'withdrawn');
      expect(statusOf(t, listingId)).toBe(status === 'accepted' ? 'reserved' : 'active');
    }
  });

  it('complete against release: one wins; sold with a deal, or active with a released offer, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const { listingId, offer } = await reservedListing(t, parties);
      const [completed, released] = await Promise.all([complete(t, seller, listingId), release(t, seller, listingId)]);
      expect(codes([completed, released])).toEqual([200, 409]);
      expect((completed.status === 409 ? completed : released).body).toEqual({ error: 'This listing is not reserved.' });
      const state = { listing: statusOf(t, listingId), offer: offerRow(t, offer.offer_id).status, deals: dealsOn(t, listingId).length };
      expect(state).toEqual(completed.status === 200 ? { listing: 'sold', offer: 'completed', deals: 1 } : { listing: 'active', offer: 'released', deals: 0 });
    }
  });

  it('the buyer’s receipt against the seller’s complete: one deal', async () => {
    const { listingId } = await reservedListing(t, parties);
    const answers = await Promise.all([complete(t, seller, listingId), complete(t, buyer, listingId, { received: true })]);
    expect(codes(answers)).toEqual([200, 409]);
    expect(dealsOn(t, listingId)).toHaveLength(1);
  });

  it('five offers at once from one buyer: one stays open, the rest are withdrawn', async () => {
    const listingId = await bach7c(t, seller);
    const answers = await Promise.all([10, 20, 30, 40, 50].map((amount) => offer(t, buyer, { listing_id: listingId, amount })));
    expect(codes(answers)).toEqual([201, 201, 201, 201, 201]);
    expect(
      offersOn(t, listingId)
        .map((o) => o.status)
        .sort(),
    ).toEqual(['open', 'withdrawn', 'withdrawn', 'withdrawn', 'withdrawn']);
  });

  it('behind the checks, the database refuses a second accepted offer on a listing', async () => {
    const { listingId, offer } = await reservedListing(t, parties);
    const { id: _id, ...copy } = offerRow(t, offer.offer_id);
    const rival = await createMember(t);
    expect(() =>
      t.deps.db
        .insert(offers)
        .values({ ...copy, buyerId: rival.id, fromUserId: rival.id })
        .run(),
    ).toThrow(/UNIQUE/);
    // Released and completed offers are history beside it.
    for (const status of ['released', 'completed'] as const)
      t.deps.db
        .insert(offers)
        .values({ ...copy, status })
        .run();
    expect(offersOn(t, listingId).filter((o) => o.status === 'accepted')).toHaveLength(1);
  });
});
