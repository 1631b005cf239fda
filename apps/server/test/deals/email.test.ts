import { users } from '@mpx/db';
import { to, type ReceivedMail } from '@mpx/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTab, settle } from '../messages/live';
import { PUBLIC_URL, startTestApp, type Member } from '../support/test-app';
import { answerOk, bach7c, counter, createParties, offerOk } from './support';

const WINDOW = 15 * 60 * 1000;

/**
 * Each offer step reaches the counterpart as the New message email when they are away (no live
 * socket) and have email notifications on, under the messages' throttle: at most one per thread
 * per 15 minutes while it stays unread (api §6.3, MESSAGE_EMAIL_WINDOW_MS).
 */
describe('offer steps by email', async () => {
  const t = await startTestApp({ MAX_ACTIVE_LISTINGS: '1000' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const isNewMessageTo = (member: Member) => (m: ReceivedMail) => to(member.email)(m) && m.subject.startsWith('New message from');
  const mailsTo = (member: Member) => t.smtp.messages.filter(isNewMessageTo(member));
  /** Mail leaves after the answer; give it the time to reach the sink. */
  const delivered = () => settle(300);

  it('the counterpart away gets one email per thread per 15 minutes, with the step and a link to the thread', async () => {
    const { seller, buyer } = await createParties(t);
    const listingId = await bach7c(t, seller);
    await offerOk(t, buyer, { listing_id: listingId, amount: 90 });
    const mail = await t.smtp.waitFor(isNewMessageTo(seller));
    expect(mail.subject).toBe('New message from Buzz');
    expect(mail.text).toContain('Buzz offered $90 for Bach Standard.');
    expect(mail.links).toContain(`${PUBLIC_URL}/messages/${buyer.id}?listing=${listingId}`);

    // A second step within the window: no second email.
    await offerOk(t, buyer, { listing_id: listingId, amount: 95 });
    await delivered();
    expect(mailsTo(seller)).toHaveLength(1);

    t.clock.offsetMs += WINDOW + 60_000;
    try {
      const latest = await offerOk(t, buyer, { listing_id: listingId, amount: 99 });
      await t.smtp.waitFor((m) => isNewMessageTo(seller)(m) && m.text.includes('Buzz offered $99 for Bach Standard.'));
      expect(mailsTo(seller)).toHaveLength(2);
      await counter(t, seller, latest.offer_id, { amount: 110 });
      const countered = await t.smtp.waitFor((m) => isNewMessageTo(buyer)(m) && m.text.includes('Sella countered with $110 for Bach Standard.'));
      expect(countered.links).toContain(`${PUBLIC_URL}/messages/${seller.id}?listing=${listingId}`);
    } finally {
      t.clock.offsetMs -= WINDOW + 60_000;
    }
  });

  it('nothing to a counterpart with a live socket, or with email notifications off', async () => {
    const { seller, buyer } = await createParties(t);
    const quiet = (await createParties(t)).buyer;
    t.deps.db.update(users).set({ emailNotifications: false }).where(eq(users.id, quiet.id)).run();
    const [onlineListing, quietListing] = [await bach7c(t, seller), await bach7c(t, seller)];
    const tab = await openTab(address, { token: buyer.token });
    try {
      const mine = await offerOk(t, buyer, { listing_id: onlineListing, amount: 40 });
      const theirs = await offerOk(t, quiet, { listing_id: quietListing, amount: 41 });
      await tab.waitFor(1);
      // The seller is away: these two offers mailed them; their answers go to a buyer online and one who opted out.
      await answerOk(t, seller, mine.offer_id, 'decline');
      await answerOk(t, seller, theirs.offer_id, 'accept');
      // The buyer's tab got the offer line, the decline line and its notification, live.
      const events = await tab.waitFor(3);
      expect(events.map((e) => JSON.stringify(e).match(/"type":"(\w+)"/)?.[1])).toEqual(['new_message', 'new_message', 'notification']);
      await delivered();
      expect(mailsTo(buyer)).toEqual([]);
      expect(mailsTo(quiet)).toEqual([]);
      expect(mailsTo(seller).map((m) => m.text.includes('offered'))).toEqual([true, true]);
    } finally {
      await tab.close();
    }
  });
});
