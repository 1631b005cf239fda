import { listings, searchAlerts, searchDigests, users } from '@mpx/db';
import { sendSearchDigests } from '@mpx/api';
import type { ReceivedMail } from '@mpx/testing';
import { to } from '@mpx/testing';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerClockJobs } from '../../src/clock-jobs';
import { settle } from '../messages/live';
import { createListing } from '../support/listings';
import { createMember, PUBLIC_URL, startTestApp, type Member } from '../support/test-app';
import { alertsOf, saveSearch, searchNotificationsOf } from './support';

const HOUR = 60 * 60 * 1000;

describe('the daily email of saved-search alerts', async () => {
  const t = await startTestApp();
  afterAll(() => t.close());

  const isDigestTo = (member: Member) => (m: ReceivedMail) => to(member.email)(m) && /new listings? for your saved searches$/.test(m.subject);
  const digestsTo = (member: Member) => t.smtp.messages.filter(isDigestTo(member));
  /** Runs the digest as the server's timer does, and lets the email reach the sink. */
  async function runDigests() {
    const run = sendSearchDigests(t.deps);
    await t.deps.mailer.flush();
    return run;
  }
  /** Moves the clock for the rest of a test. */
  const advance = (ms: number) => {
    t.clock.offsetMs += ms;
  };

  it('one email a day: two listings an hour apart come together; a third that day waits 24 hours from the first email', async () => {
    const start = t.clock.offsetMs;
    try {
      const buyer = await createMember(t, { first_name: 'Bea' });
      const seller = await createMember(t);
      await saveSearch(t, buyer, 'My <b>7C</b>', 'like=Bach+7C');
      await saveSearch(t, buyer, 'Any Yamaha', 'brand=Yamaha');
      const first = await createListing(t, seller, { brand: 'Bach', model: '7C', size: '7C', price: 120.5 });
      advance(HOUR);
      const second = await createListing(t, seller, { brand: 'Yamaha', model: 'TR-14B4 <i>', size: null, price: 1234 });
      expect((await runDigests()).sent).toBeGreaterThanOrEqual(1);

      const mails = digestsTo(buyer);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe('2 new listings for your saved searches');
      expect(mail?.text).toContain('Hi Bea Player,');
      expect(mail?.text).toContain(
        [
          '“My <b>7C</b>”',
          `- Bach 7C, size 7C, $120.50`,
          `  ${PUBLIC_URL}/listings/${first.listing_id}`,
          '',
          '“Any Yamaha”',
          `- Yamaha TR-14B4 <i>, $1,234.00`,
          `  ${PUBLIC_URL}/listings/${second.listing_id}`,
        ].join('\n'),
      );
      expect(mail?.links).toEqual([`${PUBLIC_URL}/listings/${first.listing_id}`, `${PUBLIC_URL}/listings/${second.listing_id}`, `${PUBLIC_URL}/searches`]);
      // The HTML part escapes what members wrote and links each listing.
      expect(mail?.html).toContain('“My &lt;b&gt;7C&lt;/b&gt;”');
      expect(mail?.html).toContain(`<a href="${PUBLIC_URL}/listings/${second.listing_id}"`);
      expect(mail?.html).toContain('Yamaha TR-14B4 &lt;i&gt;, $1,234.00');
      expect(mail?.html).not.toContain('<b>7C');
      expect(mail?.html).toContain(`href="${PUBLIC_URL}/searches"`);
      expect(alertsOf(t, buyer.id).every((a) => a.emailedAt !== null)).toBe(true);

      // The same day: a third listing waits, however often the timer runs.
      advance(HOUR);
      const third = await createListing(t, seller, { brand: 'Yamaha', model: '16C4', size: '16C4', price: 80 });
      await runDigests();
      advance(21 * HOUR);
      await runDigests();
      expect(digestsTo(buyer)).toHaveLength(1);
      expect(alertsOf(t, buyer.id).find((a) => a.listingId === third.listing_id)?.emailedAt).toBeNull();

      // 24 hours after the first email (sent an hour after the start, 22 hours ago): the third alone.
      advance(2 * HOUR - 1000);
      await runDigests();
      expect(digestsTo(buyer)).toHaveLength(1);
      advance(1000);
      await runDigests();
      const later = digestsTo(buyer);
      expect(later).toHaveLength(2);
      expect(later[1]?.subject).toBe('1 new listing for your saved searches');
      expect(later[1]?.links).toEqual([`${PUBLIC_URL}/listings/${third.listing_id}`, `${PUBLIC_URL}/searches`]);
      const lastSent = t.deps.db.select().from(searchDigests).where(eq(searchDigests.userId, buyer.id)).get()?.lastSentAt ?? 0;
      expect(t.deps.now() - lastSent).toBeLessThan(5000);

      // Nothing new: nothing sent.
      advance(25 * HOUR);
      await runDigests();
      expect(digestsTo(buyer)).toHaveLength(2);
    } finally {
      t.clock.offsetMs = start;
    }
  });

  it('members with email notifications off get the notification but no email, and their alerts are closed', async () => {
    const [quiet, seller] = [await createMember(t), await createMember(t)];
    t.deps.db.update(users).set({ emailNotifications: false }).where(eq(users.id, quiet.id)).run();
    await saveSearch(t, quiet, 'Bachs', 'brand=Bach');
    await createListing(t, seller, { brand: 'Bach' });
    expect(searchNotificationsOf(t, quiet.id)).toHaveLength(1);
    await runDigests();
    expect(digestsTo(quiet)).toEqual([]);
    expect(alertsOf(t, quiet.id).map((a) => a.emailedAt)).toEqual([expect.any(Number)]);
    // Turned back on: what was closed stays closed.
    t.deps.db.update(users).set({ emailNotifications: true }).where(eq(users.id, quiet.id)).run();
    await runDigests();
    await settle(100);
    expect(digestsTo(quiet)).toEqual([]);
  });

  it('disabled members get nothing; listings gone before the email are left out, and with none left nothing is sent', async () => {
    const [buyer, disabled, seller] = [await createMember(t), await createMember(t), await createMember(t)];
    await saveSearch(t, buyer, 'Schilkes', 'brand=Schilke');
    await saveSearch(t, disabled, 'Schilkes', 'brand=Schilke');
    const sold = await createListing(t, seller, { brand: 'Schilke', model: '14A4a', size: '14A4a' });
    t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, disabled.id)).run();
    t.deps.db.update(listings).set({ status: 'sold' }).where(eq(listings.id, sold.listing_id)).run();
    const run = await runDigests();
    expect(run.sent).toBe(0);
    expect(digestsTo(buyer)).toEqual([]);
    expect(digestsTo(disabled)).toEqual([]);
    // Closed, and no digest time kept: the next new listing is emailed at once.
    expect(
      t.deps.db
        .select()
        .from(searchAlerts)
        .where(eq(searchAlerts.listingId, sold.listing_id))
        .all()
        .every((a) => a.emailedAt !== null),
    ).toBe(true);
    expect(t.deps.db.select().from(searchDigests).where(eq(searchDigests.userId, buyer.id)).get()).toBeUndefined();
    const next = await createListing(t, seller, { brand: 'Schilke', model: '11', size: '11' });
    await runDigests();
    expect(digestsTo(buyer).map((m) => m.links[0])).toEqual([`${PUBLIC_URL}/listings/${next.listing_id}`]);
  });

  it('the server runs it on a timer that stops when the server closes', async () => {
    const [buyer, seller] = [await createMember(t), await createMember(t)];
    await saveSearch(t, buyer, 'Pickett', 'brand=Pickett');
    await createListing(t, seller, { brand: 'Pickett', model: '3', size: null });
    const host = Fastify();
    registerClockJobs(host, t.deps, { everyMs: 20 });
    await host.ready();
    try {
      const mail = await t.smtp.waitFor(isDigestTo(buyer));
      expect(mail.subject).toBe('1 new listing for your saved searches');
    } finally {
      await host.close();
    }
  });

  it('a failing mail server fails no write, and the alerts stay closed (no repeat the next day)', async () => {
    const [buyer, seller] = [await createMember(t), await createMember(t)];
    await saveSearch(t, buyer, 'Monettes', 'brand=Monette');
    await createListing(t, seller, { brand: 'Monette', model: 'B6', size: null });
    await t.smtp.close();
    const run = await runDigests();
    expect(run.sent).toBe(1);
    expect(alertsOf(t, buyer.id).map((a) => a.emailedAt)).toEqual([expect.any(Number)]);
  });
});
