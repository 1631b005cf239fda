import { loans, messages } from '@mpx/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember } from '../support/test-app';
import { act, createParties, listingStatus, loanableListing, loanBody, loanIn, loanRow, postLoan, startLoansApp } from './support';

/**
 * Simultaneous calls (api §5.1 check 6, api §5.3 "re-read inside the write transaction"): of
 * concurrent requests or identical actions exactly one wins, and the losers change nothing.
 */
describe('concurrent loan requests and actions', async () => {
  const t = await startLoansApp();
  afterAll(() => t.close());
  const parties = await createParties(t);
  const messagesOn = (listingId: number) => t.deps.db.select({ n: count() }).from(messages).where(eq(messages.listingId, listingId)).get()?.n;

  it('20 members requesting one listing at once: one 201 and nineteen 409', async () => {
    const listingId = await loanableListing(t, parties.lender);
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(t)));
    const answers = await Promise.all(members.map((m) => postLoan(t, m, loanBody(t, listingId))));
    const created = answers.filter((r) => r.statusCode === 201);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const res of refused) expect(res.json()).toEqual({ error: 'This item already has a pending or active loan.' });

    const rows = t.deps.db.select().from(loans).where(eq(loans.listingId, listingId)).all();
    expect(rows.map((r) => [r.id, r.status])).toEqual([[created[0]?.json().loan_id, 'pending']]);
    expect(messagesOn(listingId)).toBe(1);
  });

  it('two approvals at once: one 200, one 409 This loan is not pending.', async () => {
    const loan = await loanIn(t, parties, 'pending');
    const answers = await Promise.all([act(t, parties.lender, loan.loan_id, 'approve'), act(t, parties.lender, loan.loan_id, 'approve')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toEqual({ error: 'This loan is not pending.' });
    expect(loanRow(t, loan.loan_id).status).toBe('active');
    expect(listingStatus(t, loan.listing.listing_id)).toBe('loaned');
    // The request and one approval: the loser posted no auto message.
    expect(messagesOn(loan.listing.listing_id)).toBe(2);
  });

  it('an approval racing the borrower’s cancel: exactly one happens, and the listing matches it', async () => {
    const loan = await loanIn(t, parties, 'pending');
    const [approve, cancel] = await Promise.all([act(t, parties.lender, loan.loan_id, 'approve'), act(t, parties.borrower, loan.loan_id, 'cancel')]);
    expect([approve.statusCode, cancel.statusCode].filter((code) => code === 200)).toHaveLength(1);
    const status = loanRow(t, loan.loan_id).status;
    if (approve.statusCode === 200) {
      expect(status).toBe('active');
      expect(listingStatus(t, loan.listing.listing_id)).toBe('loaned');
      // Once the loan is active the borrower's role may not cancel it: 403, not 409.
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json()).toEqual({ error: 'Only the lender can cancel an active loan.' });
    } else {
      expect(status).toBe('cancelled');
      expect(listingStatus(t, loan.listing.listing_id)).toBe('active');
      expect(approve.statusCode).toBe(409);
      expect(approve.json()).toEqual({ error: 'This loan is not pending.' });
    }
    expect(messagesOn(loan.listing.listing_id)).toBe(2);
  });

  it('behind the check, the database itself refuses a second open loan on a listing', async () => {
    const loan = await loanIn(t, parties, 'return_pending');
    const row = loanRow(t, loan.loan_id);
    const { id: _id, ...copy } = row;
    for (const status of ['pending', 'active', 'return_pending'] as const) {
      expect(() =>
        t.deps.db
          .insert(loans)
          .values({ ...copy, status })
          .run(),
      ).toThrow(/UNIQUE/);
    }
    // Closed loans are history: any number of them may sit beside the open one.
    for (const status of ['returned', 'cancelled', 'refused'] as const)
      t.deps.db
        .insert(loans)
        .values({ ...copy, status })
        .run();
    expect(t.deps.db.select({ n: count() }).from(loans).where(eq(loans.listingId, row.listingId)).get()?.n).toBe(4);
  });
});
