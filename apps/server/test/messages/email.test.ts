import { users } from '@mpx/db';
import { to, type ReceivedMail } from '@mpx/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createListing } from '../support/listings';
import { createMember, PUBLIC_URL, startTestApp } from '../support/test-app';
import { openTab, settle } from './live';
import { sendOk } from './support';

describe('the New message email (api §6.3, §0.9)', async () => {
  const t = await startTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const isNewMessageTo = (email: string) => (m: ReceivedMail) => to(email)(m) && m.subject.startsWith('New message from');
  const mailsTo = (email: string) => t.smtp.messages.filter(isNewMessageTo(email));
  /** Mail leaves after the answer; give it the time to reach the sink. */
  const delivered = () => settle(300);

  it('#64: one email for two messages to the same unread thread within 15 minutes, with the text and a link to the thread', async () => {
    const [alice, bob] = [await createMember(t, { nickname: 'Al' }), await createMember(t)];
    const listing = await createListing(t, alice);
    await sendOk(t, alice, bob, 'First <b>bold</b> line\nsecond line', listing.listing_id);
    const mail = await t.smtp.waitFor(isNewMessageTo(bob.email));
    await sendOk(t, alice, bob, 'Second message', listing.listing_id);
    await delivered();
    expect(mailsTo(bob.email)).toHaveLength(1);
    expect(mail.subject).toBe('New message from Al');
    expect(mail.text).toContain('First <b>bold</b> line');
    expect(mail.html).toContain('First &lt;b&gt;bold&lt;/b&gt; line');
    expect(mail.links).toContain(`${PUBLIC_URL}/messages/${alice.id}?listing=${listing.listing_id}`);

    // Another thread has its own allowance; the general thread links without ?listing.
    await sendOk(t, alice, bob, 'general');
    const general = await t.smtp.waitFor((m) => isNewMessageTo(bob.email)(m) && m.text.includes('general'));
    expect(general.links).toContain(`${PUBLIC_URL}/messages/${alice.id}`);
  });

  it('emails again once 15 minutes have passed, or once the thread was read', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    await sendOk(t, alice, bob, 'one');
    await t.smtp.waitFor(isNewMessageTo(bob.email));
    t.clock.offsetMs += 16 * 60 * 1000;
    try {
      await sendOk(t, alice, bob, 'two');
      await t.smtp.waitFor((m) => isNewMessageTo(bob.email)(m) && m.text.includes('two'));

      const read = await t.request({ method: 'GET', url: `/api/messages/conversation/${alice.id}`, headers: bob.auth });
      const last = read.json().at(-1);
      expect((await t.request({ method: 'PATCH', url: `/api/messages/${last.message_id}/read`, headers: bob.auth })).statusCode).toBe(200);
      await sendOk(t, alice, bob, 'three');
      await t.smtp.waitFor((m) => isNewMessageTo(bob.email)(m) && m.text.includes('three'));
      expect(mailsTo(bob.email)).toHaveLength(3);
    } finally {
      t.clock.offsetMs -= 16 * 60 * 1000;
    }
  });

  it('sends nothing to a member with a live subscription, or with email notifications off', async () => {
    const [alice, online, quiet] = [await createMember(t), await createMember(t), await createMember(t)];
    t.deps.db.update(users).set({ emailNotifications: false }).where(eq(users.id, quiet.id)).run();
    const tab = await openTab(address, { token: online.token });
    try {
      await sendOk(t, alice, online, 'you are here');
      await sendOk(t, alice, quiet, 'you opted out');
      await tab.waitFor(2);
      await delivered();
      expect(mailsTo(online.email)).toEqual([]);
      expect(mailsTo(quiet.email)).toEqual([]);
    } finally {
      await tab.close();
    }
    // Gone again: the next message emails.
    await settle();
    await sendOk(t, alice, online, 'you left');
    await t.smtp.waitFor(isNewMessageTo(online.email));
  });

  it('a failing mail server never fails the message', async () => {
    const [alice, bob] = [await createMember(t), await createMember(t)];
    await t.smtp.close();
    const message = await sendOk(t, alice, bob, 'still delivered');
    expect(message.content).toBe('still delivered');
  });
});
