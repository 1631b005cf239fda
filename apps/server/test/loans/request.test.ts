import { afterAll, describe, expect, it } from 'vitest';
import { createMember, type Member } from '../support/test-app';
import { createParties, day, loanableListing, loanBody, loanIn, postLoan, requestLoan, startLoansApp, writtenRows } from './support';

const REQUIRED = 'Listing ID, start date, and expected return date are required.';
const FORMAT = 'Dates must be in YYYY-MM-DD format.';
const START = 'Start date must be today.';
const RETURN = 'Expected return date must be in the future';

/** POST /api/loans (api §5.1): each rule in the contract's order, with its exact text. */
describe('POST /api/loans', async () => {
  const t = await startLoansApp({ MAX_ACTIVE_LISTINGS: '100' });
  afterAll(() => t.close());
  const { lender, borrower } = await createParties(t);

  /** Sends `body` as `member` and expects the refusal, with nothing written anywhere. */
  async function refused(member: Member | null, body: Record<string, unknown>, status: number, error: string, issues?: { path: string; message: string }[]) {
    const before = writtenRows(t);
    const res = await postLoan(t, member, body);
    expect(res.statusCode, JSON.stringify(body)).toBe(status);
    expect(res.json()).toEqual(issues ? { error, issues } : { error });
    expect(writtenRows(t)).toEqual(before);
  }

  describe('validation (400, every failed field in the request table’s order)', () => {
    it('names every missing field with the one required text', async () => {
      const issues = ['listing_id', 'start_date', 'expected_return_date'].map((path) => ({ path, message: REQUIRED }));
      await refused(borrower, {}, 400, REQUIRED, issues);
      const listingId = await loanableListing(t, lender);
      const full = loanBody(t, listingId);
      for (const field of ['listing_id', 'start_date', 'expected_return_date'] as const) {
        const { [field]: _dropped, ...rest } = full;
        await refused(borrower, rest, 400, REQUIRED, [{ path: field, message: REQUIRED }]);
        await refused(borrower, { ...full, [field]: '' }, 400, REQUIRED, [{ path: field, message: REQUIRED }]);
      }
    });

    it('refuses a listing_id that is not an id', async () => {
      const base = loanBody(t, 1);
      for (const listing_id of [0, -1, 1.5, 'abc', '1e3', true, null]) {
        await refused(borrower, { ...base, listing_id }, 400, REQUIRED, [{ path: 'listing_id', message: REQUIRED }]);
      }
    });

    it('refuses dates that are not real YYYY-MM-DD calendar dates', async () => {
      const listingId = await loanableListing(t, lender);
      for (const bad of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-2-3', `${day(t)}T00:00:00.000Z`, 'tomorrow']) {
        await refused(borrower, loanBody(t, listingId, { start_date: bad }), 400, FORMAT, [{ path: 'start_date', message: FORMAT }]);
        await refused(borrower, loanBody(t, listingId, { expected_return_date: bad }), 400, FORMAT, [{ path: 'expected_return_date', message: FORMAT }]);
      }
      // A past leap day is a real date: it fails the rules about today, not the format.
      await refused(borrower, loanBody(t, listingId, { start_date: '2024-02-29', expected_return_date: '2024-03-07' }), 400, START, [
        { path: 'start_date', message: START },
        { path: 'expected_return_date', message: RETURN },
      ]);
    });

    it('takes a start date within one day of today (time zones), and nothing further', async () => {
      for (const offset of [-2, 2, -30]) {
        const listingId = await loanableListing(t, lender);
        await refused(borrower, loanBody(t, listingId, { start_date: day(t, offset) }), 400, START, [{ path: 'start_date', message: START }]);
      }
      for (const offset of [-1, 0, 1]) {
        const loan = await requestLoan(t, borrower, await loanableListing(t, lender), { start_date: day(t, offset) });
        expect(loan.start_date).toBe(`${day(t, offset)}T00:00:00.000Z`);
      }
    });

    it('takes an expected return date after the start date and after today only', async () => {
      const listingId = await loanableListing(t, lender);
      const cases = [
        { start_date: day(t), expected_return_date: day(t) },
        { start_date: day(t, -1), expected_return_date: day(t) },
        { start_date: day(t, 1), expected_return_date: day(t, 1) },
        { start_date: day(t), expected_return_date: day(t, -3) },
      ];
      for (const dates of cases) await refused(borrower, loanBody(t, listingId, dates), 400, RETURN, [{ path: 'expected_return_date', message: RETURN }]);
      const loan = await requestLoan(t, borrower, listingId, { start_date: day(t, -1), expected_return_date: day(t, 1) });
      expect(loan.expected_return_date).toBe(`${day(t, 1)}T00:00:00.000Z`);
    });

    it('checks notes: a string of at most 1000 characters, trimmed, "" stored as null', async () => {
      const listingId = await loanableListing(t, lender);
      await refused(borrower, loanBody(t, listingId, { notes: 'n'.repeat(1001) }), 400, 'Notes must be 1000 characters or less.', [
        { path: 'notes', message: 'Notes must be 1000 characters or less.' },
      ]);
      for (const notes of [5, true, ['a'], { text: 'a' }]) {
        await refused(borrower, loanBody(t, listingId, { notes }), 400, 'Notes must be a string.', [{ path: 'notes', message: 'Notes must be a string.' }]);
      }
      const cases: [unknown, string | null][] = [
        ['', null],
        ['   ', null],
        [null, null],
        [undefined, null],
        ['  Careful with the rim  ', 'Careful with the rim'],
        ['😀'.repeat(1000), '😀'.repeat(1000)],
      ];
      for (const [notes, stored] of cases) {
        const loan = await requestLoan(t, borrower, await loanableListing(t, lender), { notes });
        expect(loan.notes).toBe(stored);
      }
    });

    it('lists every failed field in the table’s order, the date rules included', async () => {
      const all = { listing_id: 'x', start_date: '2026-02-30', notes: 'n'.repeat(1001) };
      await refused(borrower, all, 400, REQUIRED, [
        { path: 'listing_id', message: REQUIRED },
        { path: 'start_date', message: FORMAT },
        { path: 'expected_return_date', message: REQUIRED },
        { path: 'notes', message: 'Notes must be 1000 characters or less.' },
      ]);
      // A start date out of range comes before a later field's format or type failure.
      const listingId = await loanableListing(t, lender);
      await refused(borrower, loanBody(t, listingId, { start_date: day(t, -5), notes: 5 }), 400, START, [
        { path: 'start_date', message: START },
        { path: 'notes', message: 'Notes must be a string.' },
      ]);
      await refused(borrower, { listing_id: null, start_date: day(t, 3), expected_return_date: day(t) }, 400, REQUIRED, [
        { path: 'listing_id', message: REQUIRED },
        { path: 'start_date', message: START },
        { path: 'expected_return_date', message: RETURN },
      ]);
      // The comparison with the start date is reported in its field's place, before the notes.
      await refused(borrower, loanBody(t, listingId, { start_date: day(t, 1), expected_return_date: day(t, 1), notes: 5 }), 400, RETURN, [
        { path: 'expected_return_date', message: RETURN },
        { path: 'notes', message: 'Notes must be a string.' },
      ]);
      await refused(borrower, loanBody(t, listingId, { start_date: day(t, 9), expected_return_date: 'soon' }), 400, START, [
        { path: 'start_date', message: START },
        { path: 'expected_return_date', message: FORMAT },
      ]);
    });

    it('validates before looking at the listing (400 before 404)', async () => {
      await refused(borrower, loanBody(t, 999_999, { expected_return_date: day(t) }), 400, RETURN, [{ path: 'expected_return_date', message: RETURN }]);
    });
  });

  describe('the listing, in the contract’s order', () => {
    it('404 for a missing or deleted listing', async () => {
      await refused(borrower, loanBody(t, 999_999), 404, 'Listing not found.');
      const listingId = await loanableListing(t, lender);
      expect((await t.request({ method: 'DELETE', url: `/api/listings/${listingId}`, headers: lender.auth })).statusCode).toBe(200);
      await refused(borrower, loanBody(t, listingId), 404, 'Listing not found.');
      // Missing before own item: the owner of a deleted listing gets the 404 too.
      await refused(lender, loanBody(t, listingId), 404, 'Listing not found.');
    });

    it('#49: 400 on one’s own listing, before the listing’s loan flag and status', async () => {
      const listingId = await loanableListing(t, lender, { open_to_loan: false });
      await t.request({ method: 'PATCH', url: `/api/listings/${listingId}/pause`, headers: lender.auth });
      await refused(lender, loanBody(t, listingId), 400, 'You cannot loan your own item.');
    });

    it('400 when the listing is not open to loan, before its status', async () => {
      const listingId = await loanableListing(t, lender, { open_to_loan: false });
      await refused(borrower, loanBody(t, listingId), 400, 'This item is not available for loan.');
      await t.request({ method: 'PATCH', url: `/api/listings/${listingId}/pause`, headers: lender.auth });
      await refused(borrower, loanBody(t, listingId), 400, 'This item is not available for loan.');
    });

    it('400 when the listing is paused, sold or on loan, before any open loan', async () => {
      const paused = await loanableListing(t, lender);
      await requestLoan(t, borrower, paused);
      await t.request({ method: 'PATCH', url: `/api/listings/${paused}/pause`, headers: lender.auth });
      const sold = await loanableListing(t, lender);
      await t.request({ method: 'PUT', url: `/api/listings/${sold}`, headers: lender.auth, payload: { status: 'sold' } });
      const loaned = (await loanIn(t, { lender, borrower }, 'active')).listing.listing_id;
      const other = await createMember(t);
      for (const listingId of [paused, sold, loaned]) await refused(other, loanBody(t, listingId), 400, 'This item is not currently available.');
    });

    it('409 while a loan on the listing is pending, active or awaiting return', async () => {
      const other = await createMember(t);
      const pending = await loanIn(t, { lender, borrower }, 'pending');
      await refused(other, loanBody(t, pending.listing.listing_id), 409, 'This item already has a pending or active loan.');
      await refused(borrower, loanBody(t, pending.listing.listing_id), 409, 'This item already has a pending or active loan.');
    });

    it('a returned, cancelled or refused loan does not block a new request', async () => {
      for (const status of ['returned', 'cancelled', 'refused'] as const) {
        const old = await loanIn(t, { lender, borrower }, status);
        const again = await requestLoan(t, borrower, old.listing.listing_id);
        expect(again).toMatchObject({ status: 'pending', listing: { listing_id: old.listing.listing_id, status: 'active' } });
        expect(again.loan_id).not.toBe(old.loan_id);
      }
    });
  });

  it('201: a pending LoanItem with the lender the owner and the borrower the caller', async () => {
    const before = t.deps.now();
    const listingId = await loanableListing(t, lender, { brand: 'Schilke', model: '14A4a', instrument_type: 'Trumpet', condition: 'Excellent' });
    const res = await postLoan(t, borrower, loanBody(t, String(listingId), { notes: 'Gig on Saturday' }));
    expect(res.statusCode).toBe(201);
    const loan = res.json();
    expect(loan).toEqual({
      loan_id: expect.any(Number),
      status: 'pending',
      start_date: `${day(t)}T00:00:00.000Z`,
      expected_return_date: `${day(t, 7)}T00:00:00.000Z`,
      actual_return_date: null,
      notes: 'Gig on Saturday',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      overdue: false,
      listing: {
        listing_id: listingId,
        brand: 'Schilke',
        model: '14A4a',
        instrument_type: 'Trumpet',
        condition: 'Excellent',
        description: expect.any(String),
        photos: [],
        status: 'active',
      },
      lender: { user_id: lender.id, name: expect.any(String), nickname: 'Lenny' },
      borrower: { user_id: borrower.id, name: expect.any(String), nickname: 'Bea' },
    });
    expect(Date.parse(loan.created_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(loan.created_at)).toBeLessThanOrEqual(t.deps.now());
  });

  it('a guest gets 401 and nothing is written, a bad token too', async () => {
    const listingId = await loanableListing(t, lender);
    await refused(null, loanBody(t, listingId), 401, 'No token provided.');
    const forged = { ...borrower, auth: { authorization: 'Bearer forged' } };
    await refused(forged, loanBody(t, listingId), 401, 'Invalid or expired token.');
  });
});
