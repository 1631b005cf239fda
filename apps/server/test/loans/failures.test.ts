import { afterAll, describe, expect, it } from 'vitest';
import { act, createParties, loanableListing, loanBody, loanIn, loanState, postLoan, startLoansApp, writtenRows } from './support';

/**
 * Unexpected failures (api §0.3): the endpoint's own 500 text and nothing of the
 * exception; and since the auto message is written in the same transaction as the status change
 * (api §5.3), a step whose message cannot be stored leaves nothing behind. The failures are real:
 * a trigger makes SQLite refuse the write, a renamed table makes the read fail.
 */
describe('loan endpoints when the database fails', async () => {
  const t = await startLoansApp();
  afterAll(() => t.close());
  const parties = await createParties(t);
  const sqlite = t.deps.db.$client;

  /** Runs `body` while SQLite refuses every new message. */
  async function withoutMessages(body: () => Promise<void>) {
    sqlite.exec("CREATE TRIGGER no_messages BEFORE INSERT ON messages BEGIN SELECT RAISE(ABORT, 'secret trigger text'); END");
    try {
      await body();
    } finally {
      sqlite.exec('DROP TRIGGER no_messages');
    }
  }

  it('POST /api/loans answers 500 Failed to create loan. and stores no loan without its message', async () => {
    const listingId = await loanableListing(t, parties.lender);
    await withoutMessages(async () => {
      const before = writtenRows(t);
      const res = await postLoan(t, parties.borrower, loanBody(t, listingId));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Failed to create loan.' });
      expect(writtenRows(t)).toEqual(before);
    });
    await t.deps.mailer.flush();
    expect(t.smtp.messages.filter((m) => m.subject.startsWith('Loan update'))).toEqual([]);
    // Nothing was left open: the same request succeeds once messages can be written again.
    expect((await postLoan(t, parties.borrower, loanBody(t, listingId))).statusCode).toBe(201);
  });

  it.each([
    ['pending', 'lender', 'approve', 'Failed to approve loan.'],
    ['pending', 'lender', 'refuse', 'Failed to refuse loan.'],
    ['active', 'lender', 'cancel', 'Failed to cancel loan.'],
    ['active', 'borrower', 'return', 'Failed to return loan.'],
    ['active', 'lender', 'request_return', 'Failed to request return.'],
    ['return_pending', 'lender', 'confirm_return', 'Failed to confirm return.'],
  ] as const)('a %s loan: %s %s answers 500 %s, and the loan and its listing are unchanged', async (status, who, action, error) => {
    const loan = await loanIn(t, parties, status);
    await withoutMessages(async () => {
      const before = loanState(t, loan.loan_id);
      const res = await act(t, parties[who], loan.loan_id, action);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error });
      expect(loanState(t, loan.loan_id)).toEqual(before);
    });
  });

  it('a listing cannot be sold or deleted without the system cancellation of its pending request (api §5.4)', async () => {
    const loan = await loanIn(t, parties, 'pending');
    const id = loan.listing.listing_id;
    await withoutMessages(async () => {
      const before = loanState(t, loan.loan_id);
      const sold = await t.request({ method: 'PUT', url: `/api/listings/${id}`, headers: parties.lender.auth, payload: { status: 'sold' } });
      expect(sold.json()).toEqual({ error: 'Failed to update listing.' });
      const deleted = await t.request({ method: 'DELETE', url: `/api/listings/${id}`, headers: parties.lender.auth });
      expect(deleted.json()).toEqual({ error: 'Failed to delete listing.' });
      expect(loanState(t, loan.loan_id)).toEqual(before);
      expect(before.listing).toBe('active');
    });
  });

  it('over tRPC the same failure is Internal server error., with no exception text', async () => {
    const loan = await loanIn(t, parties, 'pending');
    await withoutMessages(async () => {
      const res = await t.request({
        method: 'POST',
        url: '/trpc/loans.act',
        headers: { ...parties.lender.auth, 'content-type': 'application/json' },
        payload: { loan_id: loan.loan_id, action: 'approve' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Internal server error.');
      expect(res.body).not.toContain('secret trigger text');
    });
  });

  it('GET /api/loans/dashboard answers 500 Failed to fetch loan data. when the loans cannot be read', async () => {
    sqlite.exec('ALTER TABLE loans RENAME TO loans_elsewhere');
    try {
      const res = await t.request({ method: 'GET', url: '/api/loans/dashboard', headers: parties.borrower.auth });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: 'Failed to fetch loan data.' });
    } finally {
      sqlite.exec('ALTER TABLE loans_elsewhere RENAME TO loans');
    }
    expect((await t.request({ method: 'GET', url: '/api/loans/dashboard', headers: parties.borrower.auth })).statusCode).toBe(200);
  });
});
