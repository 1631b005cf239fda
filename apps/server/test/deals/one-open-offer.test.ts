import { offers } from '@mpx/db';
import { afterAll, describe, expect, it } from 'vitest';
import { notificationsOf } from '../support/notifications';
import { rest } from '../support/rest';
import { createMember, startTestApp } from '../support/test-app';
import { answer, bach7c, counter, createParties, offerOk, offerRow, offersOn } from './support';

/** At most one open offer per buyer per listing (issue 30): a new one withdraws the old. */
describe('one open offer per buyer per listing', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const parties = await createParties(t);
  const { seller, buyer } = parties;

  it('a second offer withdraws the first in the same write; the seller hears of both', async () => {
    const listingId = await bach7c(t, seller);
    const first = await offerOk(t, buyer, { listing_id: listingId, amount: 80 });
    const second = await offerOk(t, buyer, { listing_id: listingId, amount: 90, note: 'Up a bit' });
    expect(offerRow(t, first.offer_id)).toMatchObject({ status: 'withdrawn', answeredAt: expect.any(Number) });
    expect(second).toMatchObject({ status: 'open', amount: 90, note: 'Up a bit', answered_at: null });
    expect(offersOn(t, listingId).map((o) => o.status)).toEqual(['withdrawn', 'open']);
    expect(notificationsOf(t, seller.id, 'offer').map((n) => n.message)).toEqual([
      'Buzz offered $80 for Bach Standard.',
      'Buzz offered $90 for Bach Standard.',
    ]);

    const open = await rest(t, seller, 'GET', `/api/offers?status=open&listing_id=${listingId}`);
    expect(open.body.offers.map((o: { offer_id: number }) => o.offer_id)).toEqual([second.offer_id]);
    expect(await answer(t, seller, first.offer_id, 'accept')).toEqual({ status: 409, body: { error: 'This offer is no longer open.' } });
  });

  it('a new offer also replaces the seller’s open counter to the same buyer', async () => {
    const listingId = await bach7c(t, seller);
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 80 });
    const countered = (await counter(t, seller, made.offer_id, { amount: 110 })).body.offer;
    const fresh = await offerOk(t, buyer, { listing_id: listingId, amount: 95 });
    expect(offersOn(t, listingId).map((o) => [o.id, o.status])).toEqual([
      [made.offer_id, 'countered'],
      [countered.offer_id, 'withdrawn'],
      [fresh.offer_id, 'open'],
    ]);
  });

  it('other buyers, and the same buyer on other listings, keep their open offers', async () => {
    const other = await createMember(t);
    const [one, two] = [await bach7c(t, seller), await bach7c(t, seller)];
    await offerOk(t, buyer, { listing_id: one, amount: 50 });
    await offerOk(t, other, { listing_id: one, amount: 55 });
    await offerOk(t, buyer, { listing_id: two, amount: 60 });
    expect(offersOn(t, one).map((o) => o.status)).toEqual(['open', 'open']);
    expect(offersOn(t, two).map((o) => o.status)).toEqual(['open']);
  });

  it('behind the check, the database refuses a second open offer of one buyer on a listing', async () => {
    const listingId = await bach7c(t, seller);
    const made = await offerOk(t, buyer, { listing_id: listingId, amount: 70 });
    const { id: _id, ...copy } = offerRow(t, made.offer_id);
    expect(() => t.deps.db.insert(offers).values(copy).run()).toThrow(/UNIQUE/);
    // Closed offers are history: any number may sit beside the open one.
    for (const status of ['withdrawn', 'declined', 'expired'] as const)
      t.deps.db
        .insert(offers)
        .values({ ...copy, status })
        .run();
    expect(offersOn(t, listingId)).toHaveLength(4);
  });
});
