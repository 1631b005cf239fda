import { to } from '@mpx/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { openTab, settle } from '../messages/live';
import { createMember } from '../support/test-app';
import { actOk, createParties, loanableListing, requestLoan, startLoansApp } from './support';

/** The live side of loan steps (api §5.3 effect 2, api §10), over a real WebSocket. */
describe('loan steps over events.onEvent', async () => {
  const t = await startLoansApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());

  it('new_message to both parties and a loan notification to the counterpart only; the email goes even to an online member', async () => {
    const { lender, borrower } = await createParties(t);
    const outsider = await createMember(t);
    const listingId = await loanableListing(t, lender, { model: 'Live 1' });
    const lenderTab = await openTab(address, { token: lender.token });
    const borrowerTab = await openTab(address, { token: borrower.token });
    const outsiderTab = await openTab(address, { token: outsider.token });
    try {
      const loan = await requestLoan(t, borrower, listingId);
      const requestText = expect.stringMatching(/^Loan request for Bach Live 1 \(Trumpet\)\./);
      const requestMessage = {
        type: 'new_message',
        message: expect.objectContaining({ from_user_id: borrower.id, to_user_id: lender.id, listing_id: listingId, content: requestText, read: false }),
        from_user: { user_id: borrower.id, name: expect.any(String), nickname: 'Bea' },
      };
      const [first, second] = await lenderTab.waitFor(2);
      expect(first).toEqual(requestMessage);
      expect(second).toEqual({
        id: expect.stringMatching(/^\d+$/),
        data: {
          type: 'notification',
          id: expect.any(Number),
          kind: 'loan',
          read: false,
          message: requestText,
          from_user: { user_id: borrower.id, name: expect.any(String), nickname: 'Bea' },
          created_at: expect.stringMatching(/Z$/),
        },
      });
      expect(await borrowerTab.waitFor(1)).toEqual([requestMessage]);
      // Online or not, the counterpart gets the Loan update email (api §5.3 effect 3).
      await t.smtp.waitFor((m) => to(lender.email)(m) && m.subject === 'Loan update: Bach Live 1');

      await actOk(t, lender, loan.loan_id, 'approve');
      const approved = 'Your loan request for Bach Live 1 has been approved.';
      const [, approvalMessage, approvalNotice] = await borrowerTab.waitFor(3);
      expect(approvalMessage).toMatchObject({ type: 'new_message', message: { from_user_id: lender.id, content: approved } });
      expect(approvalNotice).toMatchObject({ data: { type: 'notification', kind: 'loan', message: approved, from_user: { user_id: lender.id } } });
      expect((await lenderTab.waitFor(3))[2]).toMatchObject({ type: 'new_message', message: { content: approved } });

      await settle();
      expect(lenderTab.events).toHaveLength(3);
      expect(borrowerTab.events).toHaveLength(3);
      expect(outsiderTab.events).toEqual([]);
    } finally {
      await Promise.all([lenderTab, borrowerTab, outsiderTab].map((tab) => tab.close()));
    }
  });

  it('a refused step sends nothing live', async () => {
    const { lender, borrower } = await createParties(t);
    const loan = await requestLoan(t, borrower, await loanableListing(t, lender));
    const lenderTab = await openTab(address, { token: lender.token });
    const borrowerTab = await openTab(address, { token: borrower.token });
    try {
      const res = await t.request({ method: 'PATCH', url: `/api/loans/${loan.loan_id}/approve`, headers: borrower.auth });
      expect(res.statusCode).toBe(403);
      // A later step's events arrive alone: the refused one published nothing before them.
      await actOk(t, borrower, loan.loan_id, 'cancel');
      const [only] = await borrowerTab.waitFor(1);
      expect(only).toMatchObject({ type: 'new_message', message: { content: 'The loan of Bach Megatone has been cancelled.' } });
      expect(await lenderTab.waitFor(2)).toHaveLength(2);
      await settle();
      expect(borrowerTab.events).toHaveLength(1);
    } finally {
      await Promise.all([lenderTab, borrowerTab].map((tab) => tab.close()));
    }
  });
});
