import { listings, loans, users } from '@mpx/db';
import { sweepListingExpiry } from '@mpx/api';
import { to, type ReceivedMail } from '@mpx/testing';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerClockJobs } from '../../src/clock-jobs';
import { actOk, requestLoan, startLoansApp } from '../loans/support';
import { createListing } from '../support/listings';
import { notificationsOf } from '../support/notifications';
import { rest } from '../support/rest';
import { createMember, loginToken, PUBLIC_URL, startTestApp, type Member, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

interface Listed {
  listing_id: number;
  status: string;
  expires_at: string | null;
}

/**
 * Listings stay fresh (api §25): an active listing not renewed for LISTING_EXPIRY_DAYS expires by
 * the server's clock, its owner told 3 days before (and by email under the usual settings).
 * Each test starts its listings at its own moment and moves the clock from there; the sweep is
 * run as the server's timer runs it.
 */
describe('listing expiry', async () => {
  const t = await startLoansApp();
  afterAll(() => t.close());

  /** Runs the sweep at the clock's time and lets its emails reach the sink. */
  async function sweep() {
    const run = sweepListingExpiry(t.deps);
    await t.deps.mailer.flush();
    return run;
  }
  /** Runs `body` with the clock moved by `days(n)` from where it stood, and puts it back after. */
  async function onClock(body: (days: (n: number) => void) => Promise<void>) {
    const start = t.clock.offsetMs;
    try {
      await body((n) => void (t.clock.offsetMs = start + n * DAY));
    } finally {
      t.clock.offsetMs = start;
    }
  }
  /** The member signed in at the clock's time: a session lasts 30 days, and these tests move the clock further. */
  const signedIn = async (member: Member): Promise<Member> => {
    const token = await loginToken(t, member.email, member.password);
    return { ...member, token, auth: { authorization: `Bearer ${token}` } };
  };
  const mine = async (member: Member): Promise<Listed[]> =>
    (await t.request({ method: 'GET', url: '/api/listings?user_id=me', headers: (await signedIn(member)).auth })).json<{ listings: Listed[] }>().listings;
  const browseIds = async (query: string) =>
    (await t.request({ method: 'GET', url: `/api/listings?${query}` })).json<{ listings: Listed[] }>().listings.map((l) => l.listing_id);
  const expiryMails = (member: Member) => t.smtp.messages.filter((m: ReceivedMail) => to(member.email)(m) && m.subject.startsWith('Your listing'));

  it('a new listing expires 60 days after it was put up; expires_at says when', async () => {
    const owner = await createMember(t);
    const listing = await createListing(t, owner);
    expect(Date.parse(listing.expires_at) - Date.parse(listing.created_at)).toBe(60 * DAY);
    expect((await t.request({ method: 'GET', url: `/api/listings/${listing.listing_id}` })).json().expires_at).toBe(listing.expires_at);
  });

  it('warns the owner exactly once at day 57, by notification and email, and expires the listing at day 60', async () => {
    const owner = await createMember(t, { first_name: 'Wren' });
    const { listing_id } = await createListing(t, owner, { brand: 'Bach', model: 'Fresh57' });
    await onClock(async (days) => {
      days(56.9);
      await sweep();
      expect(notificationsOf(t, owner.id, 'listing')).toEqual([]);

      days(57);
      await sweep();
      await sweep();
      const [warning, ...more] = notificationsOf(t, owner.id, 'listing');
      expect(more).toEqual([]);
      expect(warning).toMatchObject({
        message: 'Your listing Bach Fresh57 expires in 3 days. Renew it to keep it on the exchange.',
        fromUserId: owner.id,
        read: false,
      });
      const [mail] = expiryMails(owner);
      expect(expiryMails(owner)).toHaveLength(1);
      expect(mail?.subject).toBe('Your listing expires soon: Bach Fresh57');
      expect(mail?.text).toContain('Hi Wren Player,');
      expect(mail?.text).toContain('Your listing Bach Fresh57 expires in 3 days.');
      expect(mail?.links).toEqual([`${PUBLIC_URL}/my-listings`]);
      expect((await mine(owner)).find((l) => l.listing_id === listing_id)?.status).toBe('active');

      days(59.9);
      await sweep();
      expect(notificationsOf(t, owner.id, 'listing')).toHaveLength(1);

      days(60);
      await sweep();
      await sweep();
      const notices = notificationsOf(t, owner.id, 'listing');
      expect(notices.map((n) => n.message)).toEqual([
        'Your listing Bach Fresh57 expires in 3 days. Renew it to keep it on the exchange.',
        'Your listing Bach Fresh57 has expired. Renew it to put it back on the exchange.',
      ]);
      expect(expiryMails(owner).map((m) => [m.subject, m.links])).toEqual([
        ['Your listing expires soon: Bach Fresh57', [`${PUBLIC_URL}/my-listings`]],
        ['Your listing has expired: Bach Fresh57', [`${PUBLIC_URL}/my-listings?tab=expired`]],
      ]);
    });
  });

  it('an expired listing leaves browse and stays in My Listings, with when it expired', async () => {
    const owner = await createMember(t);
    const kept = await createListing(t, owner, { model: 'Kept' });
    await onClock(async (days) => {
      days(30);
      const renewedLater = await createListing(t, await signedIn(owner), { model: 'Later' });
      days(61);
      await sweep();
      expect(await browseIds(`user_id=${owner.id}`)).toEqual([renewedLater.listing_id]);
      expect(await browseIds(`user_id=${owner.id}&model=Kept`)).toEqual([]);
      const own = await mine(owner);
      expect(own.find((l) => l.listing_id === kept.listing_id)).toMatchObject({ status: 'expired', expires_at: kept.expires_at });
      expect(own.find((l) => l.listing_id === renewedLater.listing_id)?.status).toBe('active');
      // Its page still answers, as expired, to anyone.
      expect((await t.request({ method: 'GET', url: `/api/listings/${kept.listing_id}` })).json()).toMatchObject({ status: 'expired' });
    });
  });

  it('a renewal starts a new period: the warning comes again 57 days after it, and only then', async () => {
    const owner = await createMember(t);
    const { listing_id } = await createListing(t, owner, { model: 'Again' });
    await onClock(async (days) => {
      days(60);
      await sweep();
      days(61);
      const renewed = await t.request({ method: 'POST', url: `/api/listings/${listing_id}/renew`, headers: (await signedIn(owner)).auth });
      expect(renewed.json()).toMatchObject({ status: 'active' });
      days(61 + 56.9);
      await sweep();
      expect(notificationsOf(t, owner.id, 'listing')).toHaveLength(1);
      days(61 + 57);
      await sweep();
      expect(notificationsOf(t, owner.id, 'listing').map((n) => n.message)).toEqual([
        'Your listing Bach Again has expired. Renew it to put it back on the exchange.',
        'Your listing Bach Again expires in 3 days. Renew it to keep it on the exchange.',
      ]);
    });
  });

  it('a listing already past its end (a server that was down) is told once, that it expired', async () => {
    const owner = await createMember(t);
    await createListing(t, owner, { model: 'Overdue' });
    await onClock(async (days) => {
      days(75);
      await sweep();
      expect(notificationsOf(t, owner.id, 'listing').map((n) => n.message)).toEqual([
        'Your listing Bach Overdue has expired. Renew it to put it back on the exchange.',
      ]);
    });
  });

  it('the usual email settings: notifications off or a disabled account get the notification and no email', async () => {
    const [quiet, disabled] = [await createMember(t), await createMember(t)];
    t.deps.db.update(users).set({ emailNotifications: false }).where(eq(users.id, quiet.id)).run();
    await createListing(t, quiet);
    await createListing(t, disabled);
    t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id)).run();
    await onClock(async (days) => {
      days(57);
      await sweep();
      days(60);
      await sweep();
      for (const member of [quiet, disabled]) {
        expect(notificationsOf(t, member.id, 'listing')).toHaveLength(2);
        expect(expiryMails(member)).toEqual([]);
      }
    });
  });

  it('expiring cancels pending loan requests, as a delete does, and tells the watchers nothing', async () => {
    const [owner, borrower, watcher] = [await createMember(t), await createMember(t), await createMember(t)];
    const listing = await createListing(t, owner, { open_to_loan: true });
    const loan = await requestLoan(t, borrower, listing.listing_id);
    await t.request({ method: 'POST', url: '/api/watchlist', headers: watcher.auth, payload: { listing_id: listing.listing_id } });
    await onClock(async (days) => {
      days(60);
      await sweep();
      expect(t.deps.db.select().from(loans).where(eq(loans.id, loan.loan_id)).get()?.status).toBe('cancelled');
      expect(notificationsOf(t, borrower.id, 'loan').at(-1)?.message).toContain('has been cancelled because the listing is no longer available.');
      expect(notificationsOf(t, watcher.id, 'watch')).toEqual([]);
    });
  });

  it('a listing brought back from paused starts a new period', async () => {
    const owner = await createMember(t);
    const { listing_id } = await createListing(t, owner);
    const pause = async () => t.request({ method: 'PATCH', url: `/api/listings/${listing_id}/pause`, headers: (await signedIn(owner)).auth });
    await onClock(async (days) => {
      days(10);
      await pause();
      days(100);
      const before = t.deps.now();
      const back = (await pause()).json<Listed>();
      expect(back.status).toBe('active');
      const period = Date.parse(back.expires_at ?? '') - 60 * DAY;
      expect(period).toBeGreaterThanOrEqual(before);
      expect(period).toBeLessThanOrEqual(t.deps.now());
      await sweep();
      expect(notificationsOf(t, owner.id, 'listing')).toEqual([]);
    });
  });

  it('a listing back on sale after a loan or a released reservation starts a new period', async () => {
    const [owner, borrower, buyer] = [await createMember(t), await createMember(t), await createMember(t)];
    const lent = await createListing(t, owner, { open_to_loan: true });
    const held = await createListing(t, owner);
    await onClock(async (days) => {
      days(50);
      const [lender, other, taker] = [await signedIn(owner), await signedIn(borrower), await signedIn(buyer)];
      const loan = await requestLoan(t, other, lent.listing_id);
      await actOk(t, lender, loan.loan_id, 'approve');
      const offered = await rest(t, taker, 'POST', '/api/offers', { listing_id: held.listing_id, amount: 50 });
      await rest(t, lender, 'POST', `/api/offers/${offered.body.offer.offer_id}/accept`, {});
      days(55);
      const lender2 = await signedIn(owner);
      await actOk(t, lender2, loan.loan_id, 'return');
      expect((await rest(t, lender2, 'POST', `/api/listings/${held.listing_id}/release`, {})).status).toBe(200);
      for (const id of [lent.listing_id, held.listing_id]) {
        const back = (await t.request({ method: 'GET', url: `/api/listings/${id}` })).json<Listed>();
        expect(back.status).toBe('active');
        expect(Date.parse(back.expires_at ?? '') - 60 * DAY).toBeGreaterThan(t.deps.now() - 60_000);
      }
      days(62);
      await sweep();
      expect(notificationsOf(t, owner.id, 'listing')).toEqual([]);
    });
  });

  it('an expired listing cannot be paused or activated: 409, renewing is the way back', async () => {
    const owner = await createMember(t);
    const { listing_id } = await createListing(t, owner);
    t.deps.db.update(listings).set({ status: 'expired' }).where(eq(listings.id, listing_id)).run();
    const res = await t.request({ method: 'PATCH', url: `/api/listings/${listing_id}/pause`, headers: owner.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Only active and paused listings can be paused or activated.' });
  });

  it('runs by the clock: the server expires a listing with nobody asking', async () => {
    const owner = await createMember(t);
    const { listing_id } = await createListing(t, owner);
    await onClock(async (days) => {
      days(61);
      const host = Fastify();
      registerClockJobs(host, t.deps, { everyMs: 20 });
      await host.ready();
      try {
        await vi.waitFor(() => expect(t.deps.db.select().from(listings).where(eq(listings.id, listing_id)).get()?.status).toBe('expired'), {
          timeout: 5000,
          interval: 20,
        });
      } finally {
        await host.close();
      }
    });
  });
});

describe('LISTING_EXPIRY_DAYS=0 turns expiry off', async () => {
  const t: TestApp = await startTestApp({ LISTING_EXPIRY_DAYS: '0' });
  afterAll(() => t.close());

  it('no expires_at, no warning, no expiry however long a listing stays up', async () => {
    const owner = await createMember(t);
    const listing = await createListing(t, owner);
    expect(listing.expires_at).toBeNull();
    t.clock.offsetMs = 400 * DAY;
    try {
      expect(sweepListingExpiry(t.deps)).toEqual({ warned: 0, expired: 0 });
      expect((await t.request({ method: 'GET', url: `/api/listings/${listing.listing_id}` })).json()).toMatchObject({ status: 'active', expires_at: null });
      expect(notificationsOf(t, owner.id, 'listing')).toEqual([]);
    } finally {
      t.clock.offsetMs = 0;
    }
  });
});
