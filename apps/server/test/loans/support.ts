import { listings, loans, messages, notifications } from '@mpx/db';
import { addDays, present, utcDate, type LoanAction, type LoanStatus } from '@mpx/shared';
import { count, eq } from 'drizzle-orm';
import { createListing } from '../support/listings';
import { createMember, startTestApp, type Member, type TestApp } from '../support/test-app';

/** What a test reads of api §12 LoanItem (the answers are checked field by field where it matters). */
export interface LoanItem {
  loan_id: number;
  status: LoanStatus;
  start_date: string;
  expected_return_date: string;
  actual_return_date: string | null;
  notes: string | null;
  created_at: string;
  overdue: boolean;
  listing: {
    listing_id: number;
    brand: string;
    model: string;
    instrument_type: string;
    condition: string;
    description: string;
    photos: string[];
    status: string;
  };
  lender: { user_id: number; name: string; nickname: string | null };
  borrower: { user_id: number; name: string; nickname: string | null };
}

export interface Dashboard {
  incoming: LoanItem[];
  outgoing: LoanItem[];
  current: LoanItem[];
  history: LoanItem[];
}

/**
 * A test app whose clock stands at noon UTC of the current day. "Today" is the UTC date of the
 * server's clock (api §0), so the dates a test computes cannot roll over before the server
 * reads them, whatever the hour the suite runs at.
 */
export async function startLoansApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp(env);
  const now = Date.now();
  t.clock.offsetMs = Date.parse(`${utcDate(now)}T12:00:00.000Z`) - now;
  return t;
}

/** The server's today moved by `offset` days, as `YYYY-MM-DD`. */
export function day(t: TestApp, offset = 0): string {
  return addDays(utcDate(t.deps.now()), offset);
}

/** A api §5.1 body every rule accepts: from today, back in a week. */
export function loanBody(t: TestApp, listingId: number | string, overrides: Record<string, unknown> = {}) {
  return { listing_id: listingId, start_date: day(t), expected_return_date: day(t, 7), notes: null, ...overrides };
}

export function postLoan(t: TestApp, member: Member | null, body: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/loans', headers: member?.auth, payload: body });
}

export function act(t: TestApp, member: Member | null, loanId: number | string, action: string) {
  return t.request({ method: 'PATCH', url: `/api/loans/${loanId}/${action}`, headers: member?.auth });
}

/** Requests a loan through the API and returns the 201 answer. */
export async function requestLoan(t: TestApp, borrower: Member, listingId: number, overrides: Record<string, unknown> = {}): Promise<LoanItem> {
  const res = await postLoan(t, borrower, loanBody(t, listingId, overrides));
  if (res.statusCode !== 201) throw new Error(`loan request failed: ${res.statusCode} ${res.body}`);
  return res.json<LoanItem>();
}

/** Takes an action through the API and returns the 200 answer. */
export async function actOk(t: TestApp, member: Member, loanId: number, action: LoanAction): Promise<LoanItem> {
  const res = await act(t, member, loanId, action);
  if (res.statusCode !== 200) throw new Error(`${action} failed: ${res.statusCode} ${res.body}`);
  return res.json<LoanItem>();
}

export async function dashboard(t: TestApp, member: Member): Promise<Dashboard> {
  const res = await t.request({ method: 'GET', url: '/api/loans/dashboard', headers: member.auth });
  if (res.statusCode !== 200) throw new Error(`dashboard failed: ${res.statusCode} ${res.body}`);
  return res.json<Dashboard>();
}

/** The two parties of loans: a lender and a borrower who know each other by nickname. */
export interface Parties {
  lender: Member;
  borrower: Member;
}

export async function createParties(t: TestApp): Promise<Parties> {
  return { lender: await createMember(t, { nickname: 'Lenny' }), borrower: await createMember(t, { nickname: 'Bea' }) };
}

/** A listing of the lender's that is open to loan (Bach Megatone, Trumpet); returns its id. */
export async function loanableListing(t: TestApp, lender: Member, overrides: Record<string, unknown> = {}): Promise<number> {
  const listing = await createListing(t, lender, { open_to_loan: true, ...overrides });
  return Number(listing.listing_id);
}

/**
 * The API steps that take a new loan to each status (api §11.1): every state is reached the way
 * members reach it, so the loan and its listing are exactly as they would be in real use.
 */
/** `bought` is reached through an offer (test/deals). */
const ROUTES: Record<Exclude<LoanStatus, 'bought'>, [keyof Parties, LoanAction][]> = {
  pending: [],
  active: [['lender', 'approve']],
  return_pending: [
    ['lender', 'approve'],
    ['borrower', 'return'],
  ],
  returned: [
    ['lender', 'approve'],
    ['lender', 'return'],
  ],
  cancelled: [['borrower', 'cancel']],
  refused: [['lender', 'refuse']],
};

/** A new listing of the lender's with a loan to the borrower in `status`; returns the loan. */
export async function loanIn(t: TestApp, parties: Parties, status: Exclude<LoanStatus, 'bought'>, listing: Record<string, unknown> = {}): Promise<LoanItem> {
  const listingId = await loanableListing(t, parties.lender, listing);
  let loan = await requestLoan(t, parties.borrower, listingId);
  for (const [role, action] of ROUTES[status]) loan = await actOk(t, parties[role], loan.loan_id, action);
  if (loan.status !== status) throw new Error(`reached ${loan.status}, not ${status}`);
  return loan;
}

export interface Notification {
  id: number;
  kind: string;
  read: boolean;
  message: string;
  from_user: { user_id: number };
}

/** The member's notification menu (the app's own procedure, api §10), newest first. */
export async function latestNotifications(t: TestApp, member: Member): Promise<Notification[]> {
  const res = await t.request({ method: 'GET', url: '/trpc/notifications.latest', headers: member.auth });
  if (res.statusCode !== 200) throw new Error(`notifications failed: ${res.statusCode} ${res.body}`);
  return res.json<{ result: { data: { notifications: Notification[] } } }>().result.data.notifications;
}

export function loanRow(t: TestApp, loanId: number) {
  return present(t.deps.db.select().from(loans).where(eq(loans.id, loanId)).get(), `loan ${loanId}`);
}

export function listingStatus(t: TestApp, listingId: number) {
  return present(t.deps.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId)).get(), `listing ${listingId}`).status;
}

/** Row counts of everything a loan step writes: a refused step must leave all of them as they were. */
export function writtenRows(t: TestApp) {
  const rows = (table: typeof loans | typeof messages | typeof notifications) => t.deps.db.select({ n: count() }).from(table).get()?.n ?? 0;
  return { loans: rows(loans), messages: rows(messages), notifications: rows(notifications) };
}

/** Everything a loan step could change, to compare before and after a refused one. */
export function loanState(t: TestApp, loanId: number) {
  const loan = loanRow(t, loanId);
  return { loan, listing: listingStatus(t, loan.listingId), rows: writtenRows(t) };
}
