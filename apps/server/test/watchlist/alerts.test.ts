import { sendWatchDigests } from '@mpx/api';
import { users } from '@mpx/db';
import type { ReceivedMail } from '@mpx/testing';
import { to } from '@mpx/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTab, settle } from '../messages/live';
import { createListing, listingBody } from '../support/listings';
import { createAdmin, createMember, PUBLIC_URL, startTestApp, type Member, type TestApp } from '../support/test-app';
import { rest, watch, watchAlertsOf, watchNoticesOf } from './support';

const HOUR = 60 * 60 * 1000;
const BACH_7C = { instrument_type: 'Trumpet', brand: 'Bach', model: '7C', size: '7C' };

function edit(t: TestApp, member: Member, listingId: number, overrides: Record<string, unknown>) {
  return t.request({ method: 'PUT', url: `/api/listings/${listingId}`, headers: member.auth, payload: listingBody(overrides) });
}
function pause(t: TestApp, member: Member, listingId: number) {
  return t.request({ method: 'PATCH', url: `/api/listings/${listingId}/pause`, headers: member.auth });
}

describe('watchlist alerts (api §21.6)', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('a price drop, a pause, a return and a sale: each once, to watchers only, live and stored', async () => {
    const [buyer, other, bystander] = [await createMember(t), await createMember(t), await createMember(t)];
    const seller = await createMember(t, { nickname: 'Slide' });
    const listing = await createListing(t, seller, { ...BACH_7C, price: 100 });
    await watch(t, buyer, listing.listing_id);
    await watch(t, other, listing.listing_id);
    const tab = await openTab(address, { token: buyer.token });
    try {
      expect((await edit(t, seller, listing.listing_id, { ...BACH_7C, price: 80 })).statusCode).toBe(200);
      // A higher price, or an edit that leaves it, tells nobody.
      expect((await edit(t, seller, listing.listing_id, { ...BACH_7C, price: 85 })).statusCode).toBe(200);
      expect((await edit(t, seller, listing.listing_id, { ...BACH_7C, price: 85, description: 'Now with a case.' })).statusCode).toBe(200);
      expect((await pause(t, seller, listing.listing_id)).json().status).toBe('paused');
      expect((await pause(t, seller, listing.listing_id)).json().status).toBe('active');
      expect((await rest(t, seller, 'PUT', `/api/listings/${listing.listing_id}`, { status: 'sold' })).status).toBe(200);

      const expected = ['Price drop on Bach 7C: $100 → $80', 'Paused by the seller: Bach 7C', 'Back on sale: Bach 7C', 'Sold: Bach 7C'];
      expect(watchNoticesOf(t, buyer.id)).toEqual(expected);
      expect(watchNoticesOf(t, other.id)).toEqual(expected);
      expect(watchNoticesOf(t, bystander.id)).toEqual([]);
      expect(watchNoticesOf(t, seller.id)).toEqual([]);
      expect(watchAlertsOf(t, buyer.id).map((a) => [a.event, a.oldPriceCents, a.newPriceCents, a.emailedAt])).toEqual([
        ['price_drop', 10_000, 8_000, null],
        ['paused', null, null, null],
        ['active', null, null, null],
        ['sold', null, null, null],
      ]);

      // Live, in order, from the seller.
      const events = await tab.waitFor(4);
      expect(events).toEqual(
        expected.map((message) => ({
          id: expect.stringMatching(/^\d+$/),
          data: expect.objectContaining({
            type: 'notification',
            kind: 'watch',
            message,
            from_user: expect.objectContaining({ user_id: seller.id, nickname: 'Slide' }),
          }),
        })),
      );
    } finally {
      await tab.close();
    }
  });

  it('a deletion by the seller, and by an admin: watchers hear once, and the admin’s takes the watches with it', async () => {
    const [buyer, seller] = [await createMember(t), await createMember(t)];
    const admin = await createAdmin(t);
    const soft = await createListing(t, seller, { brand: 'Schilke', model: '14A4a', size: '14A4a' });
    const hard = await createListing(t, seller, { brand: 'Yamaha', model: '16C4', size: '16C4' });
    await watch(t, buyer, soft.listing_id);
    await watch(t, buyer, hard.listing_id);

    expect((await rest(t, seller, 'DELETE', `/api/listings/${soft.listing_id}`)).status).toBe(200);
    expect((await rest(t, admin, 'DELETE', `/api/admin/listings/${hard.listing_id}`)).status).toBe(200);
    expect(watchNoticesOf(t, buyer.id)).toEqual(['No longer listed: Schilke 14A4a', 'No longer listed: Yamaha 16C4']);
    // The soft-deleted one stays watched (shown as deleted); the hard-deleted one is gone with its watch.
    expect((await rest(t, buyer, 'GET', '/api/watchlist')).body.watchlist.map((w: { listing_id: number; status: string }) => [w.listing_id, w.status])).toEqual(
      [[soft.listing_id, 'deleted']],
    );
    expect(watchAlertsOf(t, buyer.id).map((a) => [a.listingId, a.event])).toEqual([[soft.listing_id, 'deleted']]);
  });

  it('nothing for a member who stopped watching, nor for a disabled account', async () => {
    const [left, disabled, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    const listing = await createListing(t, seller, { price: 50 });
    await watch(t, left, listing.listing_id);
    await watch(t, disabled, listing.listing_id);
    await rest(t, left, 'DELETE', `/api/watchlist/${listing.listing_id}`);
    t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id)).run();
    await edit(t, seller, listing.listing_id, { price: 40 });
    expect(watchNoticesOf(t, left.id)).toEqual([]);
    expect(watchNoticesOf(t, disabled.id)).toEqual([]);
  });
});

describe('the daily email of watchlist alerts', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());
  const isDigestTo = (member: Member) => (m: ReceivedMail) => to(member.email)(m) && /updates? on listings you watch$/.test(m.subject);
  const digestsTo = (member: Member) => t.smtp.messages.filter(isDigestTo(member));
  async function runDigests() {
    const run = sendWatchDigests(t.deps);
    await t.deps.mailer.flush();
    return run;
  }

  it('one email a day with every change in order; later changes wait 24 hours; a deleted listing has no link', async () => {
    const start = t.clock.offsetMs;
    try {
      const [buyer, seller] = [await createMember(t, { first_name: 'Bea' }), await createMember(t)];
      const a = await createListing(t, seller, { ...BACH_7C, price: 100 });
      const b = await createListing(t, seller, { brand: 'Denis Wick', model: '4AL', size: '4AL', instrument_type: 'Tenor Trombone', price: 150 });
      await watch(t, buyer, a.listing_id);
      await watch(t, buyer, b.listing_id);
      await edit(t, seller, a.listing_id, { ...BACH_7C, price: 90 });
      await rest(t, seller, 'DELETE', `/api/listings/${b.listing_id}`);
      expect((await runDigests()).sent).toBe(1);

      const [mail] = digestsTo(buyer);
      expect(digestsTo(buyer)).toHaveLength(1);
      expect(mail?.subject).toBe('2 updates on listings you watch');
      expect(mail?.text).toContain('Hi Bea Player,');
      expect(mail?.text).toContain(
        ['- Price drop on Bach 7C: $100 → $90', `  ${PUBLIC_URL}/listings/${a.listing_id}`, '- No longer listed: Denis Wick 4AL', ''].join('\n'),
      );
      expect(mail?.links).toEqual([`${PUBLIC_URL}/listings/${a.listing_id}`, `${PUBLIC_URL}/watching`]);
      expect(watchAlertsOf(t, buyer.id).every((alert) => alert.emailedAt !== null)).toBe(true);

      // The same day: the sale waits, however often the timer runs; then comes alone.
      t.clock.offsetMs += HOUR;
      await rest(t, seller, 'PUT', `/api/listings/${a.listing_id}`, { status: 'sold' });
      await runDigests();
      expect(digestsTo(buyer)).toHaveLength(1);
      t.clock.offsetMs += 23 * HOUR;
      await runDigests();
      const later = digestsTo(buyer);
      expect(later).toHaveLength(2);
      expect(later[1]?.subject).toBe('1 update on listings you watch');
      expect(later[1]?.text).toContain('- Sold: Bach 7C');
    } finally {
      t.clock.offsetMs = start;
    }
  });

  it('with email notifications off: the notification, no email, and the alerts closed', async () => {
    const [quiet, seller] = [await createMember(t), await createMember(t)];
    t.deps.db.update(users).set({ emailNotifications: false }).where(eq(users.id, quiet.id)).run();
    const listing = await createListing(t, seller, { price: 70 });
    await watch(t, quiet, listing.listing_id);
    await pause(t, seller, listing.listing_id);
    expect(watchNoticesOf(t, quiet.id)).toEqual(['Paused by the seller: Bach Megatone']);
    await runDigests();
    await settle(100);
    expect(digestsTo(quiet)).toEqual([]);
    expect(watchAlertsOf(t, quiet.id).map((a) => a.emailedAt)).toEqual([expect.any(Number)]);
  });
});
