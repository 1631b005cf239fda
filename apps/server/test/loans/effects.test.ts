import { users } from '@mpx/db';
import { to, type ReceivedMail } from '@mpx/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inbox, thread } from '../messages/support';
import { PUBLIC_URL, type Member } from '../support/test-app';
import { actOk, createParties, day, latestNotifications, loanableListing, loanIn, loanRow, requestLoan, startLoansApp, type Parties } from './support';

interface Step {
  actor: Member;
  counterpart: Member;
  listingId: number;
  text: string;
}

/**
 * What every loan step does besides its status (api §5.3 effects, api §5.4, §10, §0.9): the
 * auto message in the listing's thread, unread for the counterpart; a `loan` notification for
 * the counterpart and none of kind `message`; the Loan update email when they want emails.
 */
describe('the effects of loan steps', async () => {
  const t = await startLoansApp({ MAX_ACTIVE_LISTINGS: '100' });
  afterAll(() => t.close());
  const parties: Parties = await createParties(t);
  const { lender, borrower } = parties;
  let models = 0;
  /** Each test its own model, so its texts (and emails) are told apart from the others'. */
  const uniqueModel = () => `Megatone ${++models}`;
  const loanUpdate = (step: Step) => (m: ReceivedMail) => to(step.counterpart.email)(m) && m.text.includes(step.text);

  async function expectEffects(step: Step) {
    const { actor, counterpart, listingId, text } = step;
    const messages = (await thread(t, counterpart, actor.id, `?listing_id=${listingId}`)).json();
    expect(messages.at(-1)).toMatchObject({ from_user_id: actor.id, to_user_id: counterpart.id, listing_id: listingId, content: text, read: false });
    // Both inboxes show the thread; only the counterpart has it unread, once per message to them.
    const summary = (await inbox(t, counterpart, `?listing_id=${listingId}`)).json();
    const toCounterpart = messages.filter((m: { to_user_id: number }) => m.to_user_id === counterpart.id).length;
    expect(summary).toEqual([expect.objectContaining({ conversation_id: actor.id, listing_id: listingId, unreadCount: toCounterpart })]);
    expect((await inbox(t, actor, `?listing_id=${listingId}`)).json()).toEqual([expect.objectContaining({ conversation_id: counterpart.id })]);

    const [notification] = await latestNotifications(t, counterpart);
    expect(notification).toMatchObject({ kind: 'loan', read: false, message: Array.from(text).slice(0, 120).join(''), from_user: { user_id: actor.id } });
    for (const member of [lender, borrower]) expect((await latestNotifications(t, member)).filter((n) => n.kind !== 'loan')).toEqual([]);

    const mail = await t.smtp.waitFor(loanUpdate(step));
    expect(mail.subject).toMatch(/^Loan update: Bach Megatone \d+$/);
    expect(mail.links).toContain(`${PUBLIC_URL}/loans`);
  }

  it('a request: borrower → lender, with the dates and the notes, or None', async () => {
    const model = uniqueModel();
    const listingId = await loanableListing(t, lender, { model });
    await requestLoan(t, borrower, listingId);
    const text = `Loan request for Bach ${model} (Trumpet).\nStart date: ${day(t)}\nExpected return date: ${day(t, 7)}\nNotes: None`;
    await expectEffects({ actor: borrower, counterpart: lender, listingId, text });

    const other = await loanableListing(t, lender, { model, instrument_type: 'Flugelhorn' });
    await requestLoan(t, borrower, other, { start_date: day(t, 1), expected_return_date: day(t, 3), notes: 'For the <b>gig</b> & rehearsal' });
    const withNotes = `Loan request for Bach ${model} (Flugelhorn).\nStart date: ${day(t, 1)}\nExpected return date: ${day(t, 3)}\nNotes: For the <b>gig</b> & rehearsal`;
    await expectEffects({ actor: borrower, counterpart: lender, listingId: other, text: withNotes });
    // User text is escaped in the HTML part (api §0.9).
    const mail = await t.smtp.waitFor(loanUpdate({ actor: borrower, counterpart: lender, listingId: other, text: withNotes }));
    expect(mail.html).toContain('For the &lt;b&gt;gig&lt;/b&gt; &amp; rehearsal');
  });

  it('a notification is the auto message cut to 120 characters; the message itself is whole', async () => {
    const model = uniqueModel();
    const listingId = await loanableListing(t, lender, { model });
    const notes = 'Long notes. '.repeat(30).trim();
    await requestLoan(t, borrower, listingId, { notes });
    const text = `Loan request for Bach ${model} (Trumpet).\nStart date: ${day(t)}\nExpected return date: ${day(t, 7)}\nNotes: ${notes}`;
    expect(text.length).toBeGreaterThan(120);
    await expectEffects({ actor: borrower, counterpart: lender, listingId, text });
  });

  const ACTIONS = [
    { from: 'pending', who: 'lender', action: 'approve', text: (m: string) => `Your loan request for Bach ${m} has been approved.` },
    { from: 'pending', who: 'lender', action: 'refuse', text: (m: string) => `Your loan request for Bach ${m} has been declined.` },
    { from: 'pending', who: 'lender', action: 'cancel', text: (m: string) => `The loan of Bach ${m} has been cancelled.` },
    { from: 'pending', who: 'borrower', action: 'cancel', text: (m: string) => `The loan of Bach ${m} has been cancelled.` },
    { from: 'active', who: 'lender', action: 'cancel', text: (m: string) => `The loan of Bach ${m} has been cancelled.` },
    { from: 'active', who: 'borrower', action: 'return', text: (m: string) => `I have returned Bach ${m}. Please confirm once you have received it.` },
    { from: 'active', who: 'lender', action: 'return', text: (m: string) => `Return of Bach ${m} confirmed. Thank you!` },
    { from: 'return_pending', who: 'lender', action: 'return', text: (m: string) => `Return of Bach ${m} confirmed. Thank you!` },
    { from: 'active', who: 'lender', action: 'request_return', text: (m: string, back: string) => `Please return Bach ${m} (expected back ${back}).` },
    { from: 'return_pending', who: 'lender', action: 'confirm_return', text: (m: string) => `Return of Bach ${m} confirmed. Thank you!` },
  ] as const;

  it.each(ACTIONS)('$action by the $who from $from: its text from the actor to the counterpart', async ({ from, who, action, text }) => {
    const model = uniqueModel();
    const loan = await loanIn(t, parties, from, { model });
    const actor = parties[who];
    await actOk(t, actor, loan.loan_id, action);
    const counterpart = who === 'lender' ? borrower : lender;
    await expectEffects({ actor, counterpart, listingId: loan.listing.listing_id, text: text(model, day(t, 7)) });
  });

  it.each([
    ['marked sold', (id: number) => t.request({ method: 'PUT', url: `/api/listings/${id}`, headers: lender.auth, payload: { status: 'sold' } })],
    ['deleted', (id: number) => t.request({ method: 'DELETE', url: `/api/listings/${id}`, headers: lender.auth })],
  ] as const)('system cancellation when the listing is %s: lender → borrower, the system text', async (_how, end) => {
    const model = uniqueModel();
    const loan = await loanIn(t, parties, 'pending', { model });
    expect((await end(loan.listing.listing_id)).statusCode).toBe(200);
    const text = `Your loan request for Bach ${model} has been cancelled because the listing is no longer available.`;
    await expectEffects({ actor: lender, counterpart: borrower, listingId: loan.listing.listing_id, text });
  });

  it('no Loan update email to a counterpart whose email notifications are off; the other party still gets theirs', async () => {
    const quiet = await t.request({ method: 'PUT', url: '/api/profile/me', headers: borrower.auth, payload: { email_notifications: false } });
    expect(quiet.json()).toMatchObject({ email_notifications: false });
    try {
      const model = uniqueModel();
      const loan = await loanIn(t, parties, 'pending', { model });
      await actOk(t, lender, loan.loan_id, 'approve');
      await actOk(t, borrower, loan.loan_id, 'return');
      await t.smtp.waitFor(loanUpdate({ actor: borrower, counterpart: lender, listingId: loan.listing.listing_id, text: `I have returned Bach ${model}.` }));
      // Every email of these steps has left once the mailer is idle: nothing else went to the borrower.
      await t.deps.mailer.flush();
      expect(t.smtp.messages.filter((m) => to(borrower.email)(m) && m.subject === `Loan update: Bach ${model}`)).toEqual([]);
      // The message and the notification do not depend on the setting.
      const [notification] = await latestNotifications(t, borrower);
      expect(notification?.message).toBe(`Your loan request for Bach ${model} has been approved.`);
    } finally {
      await t.request({ method: 'PUT', url: '/api/profile/me', headers: borrower.auth, payload: { email_notifications: true } });
    }
  });

  it('a disabled counterpart does not block a step: the lender can still sell, and no email goes to the disabled account', async () => {
    const { lender: seller, borrower: gone } = await createParties(t);
    const model = uniqueModel();
    const loan = await loanIn(t, { lender: seller, borrower: gone }, 'pending', { model });
    t.deps.db.update(users).set({ status: 'disabled' }).where(eq(users.id, gone.id)).run();
    const sold = await t.request({ method: 'PUT', url: `/api/listings/${loan.listing.listing_id}`, headers: seller.auth, payload: { status: 'sold' } });
    expect(sold.statusCode).toBe(200);
    expect(loanRow(t, loan.loan_id).status).toBe('cancelled');
    await t.deps.mailer.flush();
    expect(t.smtp.messages.filter((m) => to(gone.email)(m) && m.subject.startsWith('Loan update'))).toEqual([]);
  });

  it('auto messages never send the New message email: one Loan update per step, nothing else', async () => {
    const model = uniqueModel();
    const loan = await loanIn(t, parties, 'active', { model });
    await t.deps.mailer.flush();
    const mentioning = t.smtp.messages.filter((m) => (to(lender.email)(m) || to(borrower.email)(m)) && m.text.includes(`Bach ${model}`));
    expect(mentioning.map((m) => [m.recipients, m.subject])).toEqual([
      [[lender.email], `Loan update: Bach ${model}`],
      [[borrower.email], `Loan update: Bach ${model}`],
    ]);
    expect(loan.status).toBe('active');
  });
});
