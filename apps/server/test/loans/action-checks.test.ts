import { LOAN_ACTIONS } from '@mpx/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { act, createParties, loanIn, loanState, startLoansApp } from './support';

/** PATCH /api/loans/{id}/{action}: the checks around the state machine (api §0.1, §0.3, §5.3). */
describe('PATCH /api/loans/{id}/{action}: who, which loan, which path', async () => {
  const t = await startLoansApp();
  afterAll(() => t.close());
  const parties = await createParties(t);
  const loan = await loanIn(t, parties, 'pending');

  it('a guest gets 401 on every action, and a bad token 401 too', async () => {
    const before = loanState(t, loan.loan_id);
    for (const action of LOAN_ACTIONS) {
      const guest = await act(t, null, loan.loan_id, action);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ error: 'No token provided.' });
    }
    const forged = await t.request({ method: 'PATCH', url: `/api/loans/${loan.loan_id}/approve`, headers: { authorization: 'Bearer forged' } });
    expect(forged.json()).toEqual({ error: 'Invalid or expired token.' });
    expect(loanState(t, loan.loan_id)).toEqual(before);
  });

  it('an unknown loan id answers 404 Loan not found.', async () => {
    for (const action of LOAN_ACTIONS) {
      const res = await act(t, parties.lender, 999_999, action);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Loan not found.' });
    }
  });

  it('an id that is not a positive decimal integer answers 404 Loan not found., not 500', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e2', '99999999999999999999']) {
      const res = await act(t, parties.lender, id, 'approve');
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Loan not found.' });
    }
  });

  it('an action outside the six is a path the contract does not list: 404 Not found.', async () => {
    const before = loanState(t, loan.loan_id);
    for (const action of ['delete', 'APPROVE', 'approve_', 'dashboard']) {
      const res = await act(t, parties.lender, loan.loan_id, action);
      expect(res.statusCode, action).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found.' });
    }
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await t.request({ method, url: `/api/loans/${loan.loan_id}/approve`, headers: parties.lender.auth });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found.' });
    }
    expect(loanState(t, loan.loan_id)).toEqual(before);
  });

  it('approve answers 409 This item is not currently available. once the listing was paused, and changes nothing', async () => {
    const pending = await loanIn(t, parties, 'pending');
    const pause = await t.request({ method: 'PATCH', url: `/api/listings/${pending.listing.listing_id}/pause`, headers: parties.lender.auth });
    expect(pause.json()).toMatchObject({ status: 'paused' });
    const before = loanState(t, pending.loan_id);
    const res = await act(t, parties.lender, pending.loan_id, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This item is not currently available.' });
    expect(loanState(t, pending.loan_id)).toEqual(before);
    // The role comes first: the borrower still gets the 403, and the lender may refuse.
    expect((await act(t, parties.borrower, pending.loan_id, 'approve')).json()).toEqual({ error: 'Only the lender can approve this loan.' });
    expect((await act(t, parties.lender, pending.loan_id, 'refuse')).json()).toMatchObject({ status: 'refused', listing: { status: 'paused' } });
  });

  it('the body is ignored, and an empty JSON body counts as none', async () => {
    const pending = await loanIn(t, parties, 'pending');
    const res = await t.request({
      method: 'PATCH',
      url: `/api/loans/${pending.loan_id}/refuse`,
      headers: { ...parties.lender.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const other = await loanIn(t, parties, 'pending');
    const withBody = await t.request({
      method: 'PATCH',
      url: `/api/loans/${other.loan_id}/approve`,
      headers: parties.lender.auth,
      payload: { status: 'returned' },
    });
    expect(withBody.json()).toMatchObject({ status: 'active' });
  });
});
