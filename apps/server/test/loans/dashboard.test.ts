import { loans } from '@mpx/db';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dataUrl, png } from '../support/listings';
import { PUBLIC_URL } from '../support/test-app';
import { createParties, dashboard, day, loanableListing, loanIn, requestLoan, startLoansApp, type Dashboard, type LoanItem } from './support';

const ids = (items: LoanItem[]) => items.map((l) => l.loan_id);

/** GET /api/loans/dashboard (api §5.2, §11.1 overdue, api §12 LoanItem). */
describe('GET /api/loans/dashboard', async () => {
  const t = await startLoansApp({ MAX_ACTIVE_LISTINGS: '100' });
  afterAll(() => t.close());

  it('puts each loan in the right list for each party, and shows a member nobody else’s loans', async () => {
    const ab = await createParties(t);
    const ba = { lender: ab.borrower, borrower: ab.lender };
    const strangers = await createParties(t);
    const made: Record<string, LoanItem> = {};
    for (const status of ['pending', 'active', 'return_pending', 'returned', 'cancelled', 'refused'] as const) {
      made[status] = await loanIn(t, ab, status);
      made[`${status} swapped`] = await loanIn(t, ba, status);
      await loanIn(t, strangers, status);
    }
    const lists = (keys: string[]) => new Set(keys.map((k) => made[k]?.loan_id));
    const asSets = (d: Dashboard) => ({
      incoming: new Set(ids(d.incoming)),
      outgoing: new Set(ids(d.outgoing)),
      current: new Set(ids(d.current)),
      history: new Set(ids(d.history)),
    });

    const closed = ['returned', 'cancelled', 'refused'];
    const both = (keys: string[]) => [...keys, ...keys.map((k) => `${k} swapped`)];
    expect(asSets(await dashboard(t, ab.lender))).toEqual({
      incoming: lists(['pending']),
      outgoing: lists(['pending swapped']),
      current: lists(both(['active', 'return_pending'])),
      history: lists(both(closed)),
    });
    expect(asSets(await dashboard(t, ab.borrower))).toEqual({
      incoming: lists(['pending swapped']),
      outgoing: lists(['pending']),
      current: lists(both(['active', 'return_pending'])),
      history: lists(both(closed)),
    });
  });

  it('orders each list newest first: created_at descending, then loan_id descending', async () => {
    const parties = await createParties(t);
    const [a, b, c, d] = [
      await loanIn(t, parties, 'active'),
      await loanIn(t, parties, 'active'),
      await loanIn(t, parties, 'return_pending'),
      await loanIn(t, parties, 'active'),
    ];
    // Set the times outright: a and b tie (the higher id first), c is newest, d, created last, is oldest.
    const base = t.deps.now() - 60_000;
    const setCreated = (loan: LoanItem | undefined, at: number) =>
      loan && t.deps.db.update(loans).set({ createdAt: at }).where(eq(loans.id, loan.loan_id)).run();
    setCreated(a, base);
    setCreated(b, base);
    setCreated(c, base + 1000);
    setCreated(d, base - 1000);
    const expected = [c, b, a, d].map((l) => l?.loan_id);
    for (const member of [parties.lender, parties.borrower]) {
      const current = (await dashboard(t, member)).current;
      expect(ids(current)).toEqual(expected);
      expect(current.map((l) => l.created_at)).toEqual([base + 1000, base, base, base - 1000].map((ms) => new Date(ms).toISOString()));
    }
  });

  it('gives every item the whole LoanItem: both parties, the listing with condition, description and photo URLs', async () => {
    const parties = await createParties(t);
    const photo = dataUrl('image/png', await png());
    const listingId = await loanableListing(t, parties.lender, { condition: 'Fair', description: 'Plating worn at the rim, plays fine.', photos: [photo] });
    const loan = await requestLoan(t, parties.borrower, listingId, { notes: 'Thanks!' });
    const [item] = (await dashboard(t, parties.lender)).incoming;
    expect(item).toEqual({
      ...loan,
      listing: {
        listing_id: listingId,
        brand: 'Bach',
        model: 'Megatone',
        instrument_type: 'Trumpet',
        condition: 'Fair',
        description: 'Plating worn at the rim, plays fine.',
        photos: [expect.stringMatching(new RegExp(`^${PUBLIC_URL}/uploads/[^/]+\\.webp$`))],
        status: 'active',
      },
      lender: { user_id: parties.lender.id, name: 'Sam Player', nickname: 'Lenny' },
      borrower: { user_id: parties.borrower.id, name: 'Sam Player', nickname: 'Bea' },
      notes: 'Thanks!',
    });
    expect((await t.request({ method: 'GET', url: new URL(item?.listing.photos[0] ?? '').pathname })).statusCode).toBe(200);
  });

  it('marks overdue only open-on-loan items whose expected return date is before today', async () => {
    const parties = await createParties(t);
    const setDue = (loan: LoanItem, date: string) => t.deps.db.update(loans).set({ expectedReturnDate: date }).where(eq(loans.id, loan.loan_id)).run();
    const cases = [
      { status: 'active', due: day(t, -1), overdue: true },
      { status: 'return_pending', due: day(t, -10), overdue: true },
      { status: 'active', due: day(t), overdue: false },
      { status: 'active', due: day(t, 1), overdue: false },
      { status: 'pending', due: day(t, -1), overdue: false },
      { status: 'returned', due: day(t, -1), overdue: false },
      { status: 'cancelled', due: day(t, -1), overdue: false },
    ] as const;
    const made = [];
    for (const c of cases) {
      const loan = await loanIn(t, parties, c.status);
      setDue(loan, c.due);
      made.push({ ...c, loanId: loan.loan_id });
    }
    const items = Object.values(await dashboard(t, parties.borrower)).flat();
    for (const c of made) {
      const item = items.find((l) => l.loan_id === c.loanId);
      expect(item, `${c.status} due ${c.due}`).toMatchObject({ overdue: c.overdue, expected_return_date: `${c.due}T00:00:00.000Z` });
    }
  });

  it('answers 401 to a guest', async () => {
    const res = await t.request({ method: 'GET', url: '/api/loans/dashboard' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'No token provided.' });
  });
});
