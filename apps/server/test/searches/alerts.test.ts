import { savedSearches, savedSearchKeys, users } from '@mpx/db';
import { isSimilar, resolveReference, sizeTable } from '@mpx/shared/sizes';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTab, settle } from '../messages/live';
import { createListing, listingBody } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';
import { alertsOf, bach7cKeys, call, keysOf, listSearches, saveSearch, searchNotificationsOf } from './support';

const BACH_7C = { instrument_type: 'Trumpet', brand: 'Bach', model: '7C', size: '7C' };
const YAMAHA_11C4 = { instrument_type: 'Trumpet', brand: 'Yamaha', model: '11C4', size: '11C4' };

function pause(t: TestApp, member: Member, listingId: number) {
  return t.request({ method: 'PATCH', url: `/api/listings/${listingId}/pause`, headers: member.auth });
}

function edit(t: TestApp, member: Member, listingId: number, overrides: Record<string, unknown>) {
  return t.request({ method: 'PUT', url: `/api/listings/${listingId}`, headers: member.auth, payload: listingBody(overrides) });
}

describe('saved-search alerts on new and edited listings', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('a matching new listing alerts once: one notification from the seller and one alert, whatever happens to it next', async () => {
    const buyer = await createMember(t);
    const seller = await createMember(t, { nickname: 'Slide' });
    const saved = await saveSearch(t, buyer, 'My 7C', 'like=Bach+7C');
    const listing = await createListing(t, seller, { ...BACH_7C, price: 95 });

    const [notice] = searchNotificationsOf(t, buyer.id);
    expect(searchNotificationsOf(t, buyer.id)).toHaveLength(1);
    expect(notice).toMatchObject({ kind: 'search', message: 'New listing for "My 7C": Bach 7C', fromUserId: seller.id, read: false });
    expect(alertsOf(t, buyer.id)).toEqual([expect.objectContaining({ savedSearchId: saved.saved_search_id, listingId: listing.listing_id, emailedAt: null })]);
    const [listed] = await listSearches(t, buyer);
    expect(listed).toMatchObject({ alert_count: 1, last_alert_at: expect.stringMatching(/Z$/) });

    // The app's notification menu shows it.
    const latest = await t.request({ method: 'GET', url: '/trpc/notifications.latest', headers: buyer.auth });
    expect(latest.json().result.data.notifications[0]).toMatchObject({
      kind: 'search',
      message: 'New listing for "My 7C": Bach 7C',
      from_user: { user_id: seller.id, nickname: 'Slide' },
    });

    // Edited, paused and resumed, edited again: still one.
    expect((await edit(t, seller, listing.listing_id, { ...BACH_7C, price: 90 })).statusCode).toBe(200);
    expect((await pause(t, seller, listing.listing_id)).json().status).toBe('paused');
    expect((await pause(t, seller, listing.listing_id)).json().status).toBe('active');
    expect((await edit(t, seller, listing.listing_id, { ...BACH_7C, price: 85 })).statusCode).toBe(200);
    expect(searchNotificationsOf(t, buyer.id)).toHaveLength(1);
    expect(alertsOf(t, buyer.id)).toHaveLength(1);
    // Nothing for the seller.
    expect(searchNotificationsOf(t, seller.id)).toEqual([]);
  });

  it('never for the member’s own listing, nor for a search with alerts paused', async () => {
    const member = await createMember(t);
    const seller = await createMember(t);
    await saveSearch(t, member, 'Bachs', 'brand=Bach');
    await createListing(t, member, { brand: 'Bach' });
    expect(alertsOf(t, member.id)).toEqual([]);

    const other = await createMember(t);
    const quiet = await saveSearch(t, other, 'Quiet', 'brand=Yamaha');
    await call(t, other, 'searches.setAlerts', { saved_search_id: quiet.saved_search_id, alerts: false });
    await createListing(t, seller, { brand: 'Yamaha', model: '14B4', size: '14B4' });
    expect(alertsOf(t, other.id)).toEqual([]);
    // Back on: the next listing alerts; the one that came while paused does not come back.
    await call(t, other, 'searches.setAlerts', { saved_search_id: quiet.saved_search_id, alerts: true });
    const next = await createListing(t, seller, { brand: 'Yamaha', model: '16C4', size: '16C4' });
    expect(alertsOf(t, other.id).map((a) => a.listingId)).toEqual([next.listing_id]);
    expect(searchNotificationsOf(t, other.id).map((n) => n.message)).toEqual(['New listing for "Quiet": Yamaha 16C4']);
  });

  it('a paused listing never alerts; it does once it becomes active', async () => {
    const [buyer, seller] = [await createMember(t), await createMember(t)];
    const listing = await createListing(t, seller, { brand: 'Schilke', model: '14A4a', size: '14A4a' });
    expect((await pause(t, seller, listing.listing_id)).json().status).toBe('paused');
    await saveSearch(t, buyer, 'Schilkes', 'brand=Schilke');
    // Edited while paused: nothing.
    expect((await edit(t, seller, listing.listing_id, { brand: 'Schilke', model: '14A4a', size: '14A4a', price: 99 })).statusCode).toBe(200);
    expect(alertsOf(t, buyer.id)).toEqual([]);
    expect((await pause(t, seller, listing.listing_id)).json().status).toBe('active');
    expect(alertsOf(t, buyer.id).map((a) => a.listingId)).toEqual([listing.listing_id]);
    expect(searchNotificationsOf(t, buyer.id)).toHaveLength(1);

    // A listing already active when the search is saved is not news.
    const old = await createListing(t, seller, { brand: 'Monette', model: 'B2', size: null });
    await saveSearch(t, buyer, 'Monettes', 'brand=Monette');
    expect(alertsOf(t, buyer.id).map((a) => a.listingId)).not.toContain(old.listing_id);
  });

  it('an edit alerts the members it brings in (a price lowered under their maximum), not those the listing matched all along', async () => {
    const [bargain, anyPrice, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    const listing = await createListing(t, seller, { brand: 'Warburton', model: 'Studio', size: null, price: 150 });
    await saveSearch(t, bargain, 'Cheap Warburtons', 'brand=Warburton&price_max=100');
    await saveSearch(t, anyPrice, 'Warburtons', 'brand=Warburton');
    // Matched all along, for the second member: a description edit is not news.
    expect(
      (await edit(t, seller, listing.listing_id, { brand: 'Warburton', model: 'Studio', size: null, price: 150, description: 'Now with a new case.' }))
        .statusCode,
    ).toBe(200);
    expect(alertsOf(t, anyPrice.id)).toEqual([]);
    expect(alertsOf(t, bargain.id)).toEqual([]);
    // The price drop brings it under the first member's maximum: their alert, once.
    expect((await edit(t, seller, listing.listing_id, { brand: 'Warburton', model: 'Studio', size: null, price: 95 })).statusCode).toBe(200);
    expect(alertsOf(t, bargain.id).map((a) => a.listingId)).toEqual([listing.listing_id]);
    expect(searchNotificationsOf(t, bargain.id)).toEqual([expect.objectContaining({ message: 'New listing for "Cheap Warburtons": Warburton Studio' })]);
    expect(alertsOf(t, anyPrice.id)).toEqual([]);
    // Up and down again: still one.
    await edit(t, seller, listing.listing_id, { brand: 'Warburton', model: 'Studio', size: null, price: 120 });
    await edit(t, seller, listing.listing_id, { brand: 'Warburton', model: 'Studio', size: null, price: 90 });
    expect(searchNotificationsOf(t, bargain.id)).toHaveLength(1);
  });

  it('several matching searches of one member make one alert, credited to the oldest; each member gets theirs', async () => {
    const [buyer, friend, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    const bachs = await saveSearch(t, buyer, 'Bachs', 'brand=Bach');
    await saveSearch(t, buyer, 'Trumpets', 'instrument_type=Trumpet');
    await saveSearch(t, buyer, 'Cheap', 'price_max=500');
    await saveSearch(t, buyer, 'Megatones', 'q=megatone');
    await saveSearch(t, friend, 'Friend’s', 'model=mega&location_state=VIC');
    const listing = await createListing(t, seller, { brand: 'Bach', model: 'Megatone', size: '3C', price: 120.5 });

    expect(alertsOf(t, buyer.id)).toEqual([expect.objectContaining({ savedSearchId: bachs.saved_search_id, listingId: listing.listing_id })]);
    expect(searchNotificationsOf(t, buyer.id).map((n) => n.message)).toEqual(['New listing for "Bachs": Bach Megatone']);
    expect((await listSearches(t, buyer)).map((s: { alert_count: number }) => s.alert_count)).toEqual([1, 0, 0, 0]);
    expect(searchNotificationsOf(t, friend.id).map((n) => n.message)).toEqual(['New listing for "Friend’s": Bach Megatone']);
  });

  it('filters as browse does: brand, type, state, price, text and size must all hold', async () => {
    const buyer = await createMember(t);
    const vic = await createMember(t, { location_state: 'VIC' });
    const nsw = await createMember(t, { location_state: 'NSW' });
    await saveSearch(t, buyer, 'Gold in VIC', 'q=gold-plated&location_state=VIC&price_max=200&instrument_type=Trumpet');
    await createListing(t, nsw, { description: 'Gold-plated, barely used.' }); // wrong state
    await createListing(t, vic, { description: 'Gold-plated, barely used.', price: 250 }); // too dear
    await createListing(t, vic, { description: 'Gold plating on the rim.' }); // "plating" does not start with "plated"
    await createListing(t, vic, { description: 'Silver, with a gold rim, plated.' }); // not one after the other
    const hit = await createListing(t, vic, { description: 'GOLD-PLATED Bach, rim like new.' });
    const ids = alertsOf(t, buyer.id).map((a) => a.listingId);
    expect(ids).toHaveLength(1);
    expect(ids).toEqual([hit.listing_id]);
  });

  it('like a size: every listing of the family within reach of the table’s figures, whatever the maker', async () => {
    const [near7c, near11c4, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    await saveSearch(t, near7c, 'Near 7C', 'like=Bach+7C');
    await saveSearch(t, near11c4, 'Near 11C4', 'instrument_type=Trumpet&instrument_type=Cornet&like=Yamaha+11C4');
    const references = { near7c: resolveReference(sizeTable, 'Bach 7C'), near11c4: resolveReference(sizeTable, 'Yamaha 11C4', ['Trumpet', 'Cornet']) };
    const expected: Record<keyof typeof references, number[]> = { near7c: [], near11c4: [] };
    const candidates = [
      BACH_7C,
      YAMAHA_11C4,
      { instrument_type: 'Trumpet', brand: 'Bach', model: '3C', size: '3C' },
      { instrument_type: 'Trumpet', brand: 'Bach', model: '1C', size: '1C' },
      { instrument_type: 'Cornet', brand: 'Bach', model: '7C', size: '7C' },
      { instrument_type: 'Tenor Trombone', brand: 'Bach', model: '7C', size: '7C' },
      { instrument_type: 'Trumpet', brand: 'Bach', model: 'Mystery', size: null },
    ];
    for (const body of candidates) {
      const listing = await createListing(t, seller, body);
      const read = resolveReference(sizeTable, `${body.brand} ${body.size ?? body.model}`, [body.instrument_type]);
      for (const key of ['near7c', 'near11c4'] as const) {
        const reference = references[key];
        if (reference.ok && read.ok && isSimilar(reference.reference, read.reference)) expected[key].push(listing.listing_id);
      }
    }
    // What the table says today (its figures are still being filled in): a 7C is near itself
    // and its cornet twin; the 1C, a trombone 7C and an unknown size are near neither.
    expect(expected.near7c.length).toBeGreaterThanOrEqual(2);
    expect(alertsOf(t, near7c.id).map((a) => a.listingId)).toEqual(expected.near7c);
    expect(alertsOf(t, near11c4.id).map((a) => a.listingId)).toEqual(expected.near11c4);
    expect(expected.near11c4.length).toBeGreaterThanOrEqual(1);
  });

  it('like a size: a modified equivalent alerts only if its printed figures are within reach', async () => {
    const [buyer, seller] = [await createMember(t), await createMember(t)];
    await saveSearch(t, buyer, 'Cornet 7C', 'instrument_type=Cornet&like=Bach+7C');
    // Schilke 13 is an equivalent of the 7C 0.56 mm wider: in as one, out once its rim was recut.
    const schilke = await createListing(t, seller, { instrument_type: 'Cornet', brand: 'Schilke', model: 'Standard', size: '13' });
    await createListing(t, seller, { instrument_type: 'Cornet', brand: 'Schilke', model: 'Standard', size: '13', modifications: ['rim_recut'] });
    // A drilled 11C4 still measures within reach: it alerts, as a neighbour.
    const yamaha = await createListing(t, seller, {
      instrument_type: 'Cornet',
      brand: 'Yamaha',
      model: 'Standard',
      size: '11C4',
      modifications: ['throat_drilled'],
    });
    expect(alertsOf(t, buyer.id).map((a) => a.listingId)).toEqual([schilke.listing_id, yamaha.listing_id]);
  });

  it('skips members who are disabled or no longer verified', async () => {
    const [disabled, unverified, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    await saveSearch(t, disabled, 'Bachs', 'brand=Bach');
    await saveSearch(t, unverified, 'Bachs', 'brand=Bach');
    t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id)).run();
    t.deps.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.id)).run();
    await createListing(t, seller, { brand: 'Bach' });
    expect(alertsOf(t, disabled.id)).toEqual([]);
    expect(alertsOf(t, unverified.id)).toEqual([]);
  });

  it('the notification arrives live on the member’s open tabs, and nobody else’s', async () => {
    const [buyer, bystander] = [await createMember(t), await createMember(t)];
    const seller = await createMember(t, { nickname: 'Slide' });
    await saveSearch(t, buyer, 'Any Yamaha', 'brand=Yamaha');
    const buyerTab = await openTab(address, { token: buyer.token });
    const otherTab = await openTab(address, { token: bystander.token });
    try {
      await createListing(t, seller, YAMAHA_11C4);
      const [event] = await buyerTab.waitFor(1);
      expect(event).toEqual({
        id: expect.stringMatching(/^\d+$/),
        data: {
          type: 'notification',
          id: expect.any(Number),
          kind: 'search',
          read: false,
          message: 'New listing for "Any Yamaha": Yamaha 11C4',
          from_user: { user_id: seller.id, name: expect.any(String), nickname: 'Slide' },
          created_at: expect.stringMatching(/Z$/),
        },
      });
      await settle();
      expect(buyerTab.events).toHaveLength(1);
      expect(otherTab.events).toEqual([]);
    } finally {
      await Promise.all([buyerTab.close(), otherTab.close()]);
    }
  });

  it('a long search name is cut with the notification to 120 characters', async () => {
    const [buyer, seller] = [await createMember(t), await createMember(t)];
    const name = 'n'.repeat(60);
    await saveSearch(t, buyer, name, 'brand=Warburton');
    await createListing(t, seller, { brand: 'Warburton', model: 'm'.repeat(80), size: null });
    const [notice] = searchNotificationsOf(t, buyer.id);
    expect(notice?.message).toBe(`New listing for "${name}": Warburton ${'m'.repeat(80)}`.slice(0, 120));
  });
});

describe('saved searches follow the size table', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  it('a search compiled with an older table or filter format is recompiled and refiled before it is matched', async () => {
    const [buyer, seller] = [await createMember(t), await createMember(t)];
    const saved = await saveSearch(t, buyer, 'My 7C', 'like=Bach+7C');
    const current = t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, saved.saved_search_id)).get()?.filter;
    // As a release with other figures would have left it: another rim range, filed elsewhere.
    t.deps.db.$client
      .prepare(
        "UPDATE saved_searches SET filter = json_set(filter, '$.compiledWith', '1:an older table', '$.like.reach.rimLo', 1, '$.like.reach.rimHi', 2) WHERE id = ?",
      )
      .run(saved.saved_search_id);
    t.deps.db.delete(savedSearchKeys).where(eq(savedSearchKeys.savedSearchId, saved.saved_search_id)).run();
    t.deps.db.insert(savedSearchKeys).values({ key: 'size:trumpet:0', savedSearchId: saved.saved_search_id }).run();

    const listing = await createListing(t, seller, BACH_7C);
    expect(alertsOf(t, buyer.id).map((a) => a.listingId)).toEqual([listing.listing_id]);
    expect(t.deps.db.select().from(savedSearches).where(eq(savedSearches.id, saved.saved_search_id)).get()?.filter).toBe(current);
    expect(keysOf(t, saved.saved_search_id)).toEqual([...bach7cKeys].sort());
  });
});
