import { setTimeout as sleep } from 'node:timers/promises';
import { expireOffers } from '@mpx/api';
import Fastify from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { registerClockJobs } from '../../src/clock-jobs';
import { notificationsOf } from '../support/notifications';
import { startTestApp } from '../support/test-app';
import { answer, answerOk, bach7c, counter, createParties, dealState, offerOk, offerRow, reservedListing } from './support';

const HOUR = 60 * 60 * 1000;

/**
 * Offers expire by the clock (issue 30): OFFER_HOURS after it was made an open offer can no
 * longer be answered, even before the sweep has marked it; the sweep marks it `expired` and tells
 * its maker; the server runs the sweep on its own timer.
 */
describe('offers expire after OFFER_HOURS', async () => {
  const t = await startTestApp({ OFFER_HOURS: '1' });
  afterAll(() => t.close());
  afterEach(() => {
    t.clock.offsetMs = 0;
  });
  const parties = await createParties(t);
  const { seller, buyer } = parties;

  it('expires_at is OFFER_HOURS after the offer was made', async () => {
    const made = await offerOk(t, buyer, { listing_id: await bach7c(t, seller), amount: 50 });
    expect(Date.parse(made.expires_at) - Date.parse(made.created_at)).toBe(HOUR);
  });

  it('past its time an offer cannot be accepted, declined or countered, even before the sweep', async () => {
    const made = await offerOk(t, buyer, { listing_id: await bach7c(t, seller), amount: 50 });
    t.clock.offsetMs = HOUR + 1000;
    const before = dealState(t);
    for (const step of ['accept', 'decline'] as const)
      expect(await answer(t, seller, made.offer_id, step)).toEqual({ status: 409, body: { error: 'This offer has expired.' } });
    expect(await counter(t, seller, made.offer_id, { amount: 60 })).toEqual({ status: 409, body: { error: 'This offer has expired.' } });
    expect(dealState(t)).toEqual(before);
    expect(offerRow(t, made.offer_id).status).toBe('open');
  });

  it('the sweep marks it expired and tells its maker; later offers and answered ones stay as they are', async () => {
    // Offers the tests above left open are out of the way first.
    t.clock.offsetMs = HOUR + 1000;
    expireOffers(t.deps);
    t.clock.offsetMs = 0;
    const listingId = await bach7c(t, seller);
    const old = await offerOk(t, buyer, { listing_id: listingId, amount: 50 });
    const countered = (await counter(t, seller, old.offer_id, { amount: 70 })).body.offer;
    const { offer: accepted } = await reservedListing(t, parties);
    t.clock.offsetMs = HOUR / 2;
    const fresh = await offerOk(t, buyer, { listing_id: await bach7c(t, seller), amount: 55 });
    t.clock.offsetMs = HOUR + 1000;

    expect(expireOffers(t.deps)).toBe(1);
    expect(offerRow(t, countered.offer_id)).toMatchObject({ status: 'expired', answeredAt: expect.any(Number) });
    expect([offerRow(t, old.offer_id).status, offerRow(t, fresh.offer_id).status, offerRow(t, accepted.offer_id).status]).toEqual([
      'countered',
      'open',
      'accepted',
    ]);
    // The seller's counter went unanswered: the seller is told, from the buyer.
    expect(
      notificationsOf(t, seller.id, 'offer')
        .map((n) => [n.message, n.fromUserId])
        .at(-1),
    ).toEqual(['The offer for Bach Standard expired without an answer.', buyer.id]);
    expect(expireOffers(t.deps)).toBe(0);
    expect(await answer(t, buyer, countered.offer_id, 'accept')).toEqual({ status: 409, body: { error: 'This offer is no longer open.' } });

    // A buyer's offer past its time: the buyer is told, from the seller.
    t.clock.offsetMs = 2 * HOUR;
    expect(expireOffers(t.deps)).toBe(1);
    expect(offerRow(t, fresh.offer_id).status).toBe('expired');
    expect(
      notificationsOf(t, buyer.id, 'offer')
        .map((n) => [n.message, n.fromUserId])
        .at(-1),
    ).toEqual(['The offer for Bach Standard expired without an answer.', seller.id]);
  });

  it('an expired offer is history: the buyer may make a new one and it is answered as usual', async () => {
    const listingId = await bach7c(t, seller);
    const first = await offerOk(t, buyer, { listing_id: listingId, amount: 50 });
    t.clock.offsetMs = HOUR + 1000;
    expireOffers(t.deps);
    const second = await offerOk(t, buyer, { listing_id: listingId, amount: 52 });
    expect((await answerOk(t, seller, second.offer_id, 'accept')).status).toBe('accepted');
    expect(offerRow(t, first.offer_id).status).toBe('expired');
  });

  it('the server runs the sweep among its clock jobs, on a timer that stops when the server closes', async () => {
    const made = await offerOk(t, buyer, { listing_id: await bach7c(t, seller), amount: 50 });
    t.clock.offsetMs = HOUR + 1000;
    const host = Fastify();
    registerClockJobs(host, t.deps, { everyMs: 20 });
    await host.ready();
    try {
      for (let i = 0; i < 100 && offerRow(t, made.offer_id).status === 'open'; i++) await sleep(20);
      expect(offerRow(t, made.offer_id).status).toBe('expired');
    } finally {
      await host.close();
    }
  });
});

describe('OFFER_HOURS defaults to 48', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('an offer made now expires in 48 hours', async () => {
    const { seller, buyer } = await createParties(t);
    const made = await offerOk(t, buyer, { listing_id: await bach7c(t, seller), amount: 50 });
    expect(Date.parse(made.expires_at) - Date.parse(made.created_at)).toBe(48 * HOUR);
  });
});
