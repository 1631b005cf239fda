import type { AppRouter } from '@mpx/api';
import { isTRPCClientError } from '@trpc/client';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, ORIGIN, type Member } from '../support/test-app';
import { httpClient, wsClient } from '../support/trpc-client';
import { act, createParties, dashboard, day, loanableListing, loanBody, postLoan, startLoansApp } from './support';

/** The tRPC error a call ended with: its message and code, as a client sees them. */
async function failure(call: Promise<unknown>) {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isTRPCClientError<AppRouter>(err)) throw new Error(`expected a TRPCClientError, got ${String(err)}`);
  return { message: err.message, code: err.data?.code, issues: err.data?.issues };
}

/**
 * loans.request, loans.dashboard and loans.act over every transport the app uses: REST, batched
 * tRPC over HTTP and tRPC over the WebSocket. Each applies the same rules (ADR 005).
 */
describe('loan procedures over REST, batched HTTP and the WebSocket', async () => {
  const t = await startLoansApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const sockets: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(sockets.map((s) => s.close())));
  const ws = (member?: Member) => {
    const socket = wsClient(address, member ? { token: member.token } : { origin: ORIGIN });
    sockets.push(socket);
    return socket.client;
  };
  const batch = (member?: Member) => httpClient(address, member ? { bearer: member.token, batch: true } : { batch: true }).client;

  it('refuses guests on every procedure and transport with 401 UNAUTHORIZED', async () => {
    const listingId = await loanableListing(t, (await createParties(t)).lender);
    for (const client of [batch(), ws()]) {
      const calls = [
        client.loans.request.mutate(loanBody(t, listingId)),
        client.loans.dashboard.query(),
        client.loans.act.mutate({ loan_id: 1, action: 'approve' }),
      ];
      for (const refused of await Promise.all(calls.map(failure))) expect(refused).toMatchObject({ code: 'UNAUTHORIZED', message: 'No token provided.' });
    }
    expect((await postLoan(t, null, loanBody(t, listingId))).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/loans/dashboard' })).statusCode).toBe(401);
    expect((await act(t, null, 1, 'approve')).statusCode).toBe(401);
  });

  it('lets members request, list and act over each transport, with the same answers', async () => {
    const { lender, borrower } = await createParties(t);
    const [overRest, overBatch, overSocket] = [await loanableListing(t, lender), await loanableListing(t, lender), await loanableListing(t, lender)];

    const rest = (await postLoan(t, borrower, loanBody(t, overRest))).json();
    // Two calls in one HTTP request: a request and the dashboard.
    const borrowerBatch = batch(borrower);
    const [batched, listed] = await Promise.all([borrowerBatch.loans.request.mutate(loanBody(t, String(overBatch))), borrowerBatch.loans.dashboard.query()]);
    const socketed = await ws(borrower).loans.request.mutate(loanBody(t, overSocket, { notes: 'over the socket' }));
    expect([rest, batched, socketed].map((l) => [l.status, l.lender.user_id, l.borrower.user_id])).toEqual(Array(3).fill(['pending', lender.id, borrower.id]));
    expect(listed.outgoing.map((l) => l.loan_id)).toContain(rest.loan_id);

    const lenderSocket = ws(lender);
    expect(await lenderSocket.loans.act.mutate({ loan_id: socketed.loan_id, action: 'approve' })).toMatchObject({
      status: 'active',
      listing: { status: 'loaned' },
    });
    const [refused, lenderDashboard] = await Promise.all([
      batch(lender).loans.act.mutate({ loan_id: batched.loan_id, action: 'refuse' }),
      batch(lender).loans.dashboard.query(),
    ]);
    expect(refused.status).toBe('refused');
    expect(lenderDashboard.incoming.map((l) => l.loan_id)).toContain(rest.loan_id);
    // Every transport reads the same dashboard.
    expect(await lenderSocket.loans.dashboard.query()).toEqual(await dashboard(t, lender));
  });

  it('refuses with the same codes and texts over tRPC as over REST', async () => {
    const { lender, borrower } = await createParties(t);
    const outsider = await createMember(t);
    const loan = (await postLoan(t, borrower, loanBody(t, await loanableListing(t, lender)))).json();
    for (const client of [batch(borrower), ws(borrower)]) {
      expect(await failure(client.loans.act.mutate({ loan_id: loan.loan_id, action: 'approve' }))).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the lender can approve this loan.',
      });
    }
    for (const client of [batch(outsider), ws(outsider)]) {
      expect(await failure(client.loans.act.mutate({ loan_id: loan.loan_id, action: 'cancel' }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Loan not found.',
      });
      // The date rules and the field rules answer together, in the table's order, as over REST.
      const bad = { listing_id: loan.listing.listing_id, start_date: day(t, 5), expected_return_date: day(t, 9), notes: 'n'.repeat(1001) };
      expect(await failure(client.loans.request.mutate(bad))).toEqual({
        code: 'BAD_REQUEST',
        message: 'Start date must be today.',
        issues: [
          { path: 'start_date', message: 'Start date must be today.' },
          { path: 'notes', message: 'Notes must be 1000 characters or less.' },
        ],
      });
      expect(await failure(client.loans.request.mutate(loanBody(t, loan.listing.listing_id)))).toMatchObject({
        code: 'CONFLICT',
        message: 'This item already has a pending or active loan.',
      });
    }
  });
});

describe('the write limit on loans, shared by every transport', async () => {
  const t = await startLoansApp({ RATE_LIMIT_WRITE_PER_MIN: '3' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  afterAll(() => t.close());
  const LIMITED = 'Too many requests. Please try again later.';
  const outcome = (call: Promise<unknown>) =>
    call.then(
      () => 'ok',
      (err: Error) => err.message,
    );

  it('counts request and act over REST, a batch and the socket in one bucket per member; the dashboard is a read', async () => {
    const member = await createMember(t);
    const socket = wsClient(address, { token: member.token });
    try {
      const batched = httpClient(address, { bearer: member.token, batch: true }).client;
      // One write each way: a REST act, a socket request, a batched act. All refused, all counted.
      expect((await act(t, member, 999_999, 'approve')).statusCode).toBe(404);
      expect(await outcome(socket.client.loans.request.mutate(loanBody(t, 999_999)))).toBe('Listing not found.');
      expect(await outcome(batched.loans.act.mutate({ loan_id: 999_999, action: 'cancel' }))).toBe('Loan not found.');
      // The fourth write is over the limit on every transport.
      const rest = await postLoan(t, member, loanBody(t, 999_999));
      expect(rest.statusCode).toBe(429);
      expect(rest.json()).toEqual({ error: LIMITED });
      expect(await outcome(socket.client.loans.act.mutate({ loan_id: 999_999, action: 'refuse' }))).toBe(LIMITED);
      expect(
        await Promise.all([batched.loans.request.mutate(loanBody(t, 999_999)), batched.loans.act.mutate({ loan_id: 999_999, action: 'return' })].map(outcome)),
      ).toEqual([LIMITED, LIMITED]);
      // Reads are another group: the dashboard still answers everywhere.
      expect(await socket.client.loans.dashboard.query()).toEqual({ incoming: [], outgoing: [], current: [], history: [] });
      expect(await batched.loans.dashboard.query()).toEqual({ incoming: [], outgoing: [], current: [], history: [] });
      expect((await t.request({ method: 'GET', url: '/api/loans/dashboard', headers: member.auth })).statusCode).toBe(200);
    } finally {
      await socket.close();
    }
  });

  it('counts each call of a batch: three writes fit, a fourth call makes the whole request 429', async () => {
    const [fits, over] = [await createMember(t), await createMember(t)];
    const actAll = (member: Member, n: number) => {
      const client = httpClient(address, { bearer: member.token, batch: true }).client;
      return Promise.all(Array.from({ length: n }, (_, i) => outcome(client.loans.act.mutate({ loan_id: 1_000_000 + i, action: 'approve' }))));
    };
    expect(await actAll(fits, 3)).toEqual(Array(3).fill('Loan not found.'));
    // The host charges every call before reading the body (429 before 413): the batch is refused whole.
    expect(await actAll(over, 4)).toEqual(Array(4).fill(LIMITED));
    expect((await act(t, over, 1, 'approve')).statusCode).toBe(429);
  });
});
