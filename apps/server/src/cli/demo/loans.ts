import { addDays, present, utcDate, type LoanAction, type Random } from '@mpx/shared';
import type { Cast, ListingRef } from './cast';
import { LOAN_NOTES } from './lines';
import { rate } from './ratings';
import type { Stage } from './stage';
import { DAY, HOUR, MINUTE, type Timeline } from './timeline';

/** Where a loan's story stops: its status now, and for some how it got there. */
export type LoanEnd =
  | 'pending'
  | 'active'
  | 'overdue'
  | 'returnedByBorrower'
  | 'returnRequested'
  | 'returned'
  | 'refused'
  | 'cancelledByBorrower'
  | 'cancelledByLender'
  | 'withdrawn';

interface Move {
  by: 'lender' | 'borrower';
  /** A loan action, or the lender marking the listing sold (which cancels a pending request, api §5.4). */
  act: LoanAction | 'sell';
  /** Days after the previous step, at least and at most. */
  after: [number, number];
}

/** How long a loan's last auto message may stay unread. */
const SEEN_WITHIN = 2 * DAY;

const APPROVE: Move = { by: 'lender', act: 'approve', after: [0.05, 1] };

/** The contract's transitions (api §11.1) each end is reached by, after the borrower's request. */
const PATHS: Record<LoanEnd, Move[]> = {
  pending: [],
  refused: [{ by: 'lender', act: 'refuse', after: [0.1, 1.5] }],
  cancelledByBorrower: [{ by: 'borrower', act: 'cancel', after: [0.05, 2] }],
  withdrawn: [{ by: 'lender', act: 'sell', after: [0.5, 3] }],
  active: [APPROVE],
  overdue: [APPROVE],
  cancelledByLender: [APPROVE, { by: 'lender', act: 'cancel', after: [1, 5] }],
  returnedByBorrower: [APPROVE, { by: 'borrower', act: 'return', after: [3, 20] }],
  returnRequested: [APPROVE, { by: 'lender', act: 'request_return', after: [5, 20] }],
  returned: [APPROVE, { by: 'borrower', act: 'return', after: [5, 20] }, { by: 'lender', act: 'confirm_return', after: [0.2, 2] }],
};

export interface LoanScene {
  listing: ListingRef;
  borrower: number;
  /** When the borrower asks. */
  at: number;
  end: LoanEnd;
  /** After a return, the borrower rates the lender. */
  rated?: boolean;
}

/**
 * One loan through the app's own calls: the request, then each party's actions, each party
 * opening the listing's thread (the auto messages) before acting. The app writes the auto
 * messages, the `loan` notifications and the listing's `loaned`/`active` status on each step.
 */
export function playLoan(t: Timeline, stage: Stage, random: Random, scene: LoanScene): void {
  const { listing, borrower, at } = scene;
  const lender = listing.userId;
  const latest = t.now - HOUR;
  const moves = PATHS[scene.end];
  // Each step's time; squeezed towards the request when the story would run past now.
  const offsets: number[] = [];
  let total = 0;
  for (const move of moves) offsets.push((total += Math.round((move.after[0] + random.next() * (move.after[1] - move.after[0])) * DAY)));
  const squeeze = at + total > latest ? (latest - at) / total : 1;
  const times = offsets.map((offset) => at + Math.round(offset * squeeze));

  const start = utcDate(at);
  const daysBack = Math.floor((t.now - at) / DAY);
  // Overdue: due back before today; on loan or awaiting its return: due after today.
  const length =
    scene.end === 'overdue'
      ? Math.max(1, Math.min(daysBack - 2, random.int(7, 21)))
      : scene.end === 'active' || scene.end === 'returnRequested' || scene.end === 'returnedByBorrower'
        ? daysBack + random.int(5, 30)
        : random.int(7, 28);
  const request = { listing_id: listing.id, start_date: start, expected_return_date: addDays(start, length), notes: random.pick(LOAN_NOTES) };
  let loanId: number | undefined;
  t.add(at, async () => {
    loanId = (await stage.as(borrower).loans.request(request)).loan_id;
  });

  let previous = at;
  let lastBy = borrower;
  moves.forEach((move, i) => {
    const when = present(times[i], 'a loan step time');
    const actor = move.by === 'lender' ? lender : borrower;
    const counterpart = move.by === 'lender' ? borrower : lender;
    t.add(when - Math.min(2 * MINUTE, Math.floor((when - previous) / 2)), () =>
      stage.as(actor).messages.markThreadRead({ user_id: counterpart, listing_id: listing.id }),
    );
    t.add(when, () =>
      move.act === 'sell'
        ? stage.as(lender).listings.setStatus({ listing_id: listing.id, status: 'sold' })
        : stage.as(actor).loans.act({ loan_id: present(loanId, 'the requested loan'), action: move.act }),
    );
    previous = when;
    lastBy = move.by === 'lender' ? lender : borrower;
  });
  // The last auto message waits unread when recent; older ones the counterpart has opened.
  const readAt = previous + random.int(10 * MINUTE, DAY);
  const reader = lastBy === lender ? borrower : lender;
  if (readAt < t.now - SEEN_WITHIN) t.add(readAt, () => stage.as(reader).messages.markThreadRead({ user_id: lastBy, listing_id: listing.id }));
  if (scene.rated && scene.end === 'returned' && previous + DAY < t.now)
    rate(t, stage, random, { from: borrower, listing, at: previous + random.int(1, 24) * HOUR });
}

/** Listings a loan can be requested on at `time`: active, open to loan, listed by then. */
const loanable = (time: number) => (l: ListingRef) => l.status === 'active' && l.openToLoan === 1 && l.createdAt < time - DAY;

/**
 * The demo account's loans: one in every state from each side where the state has one, so both
 * Loans tabs and the history have something to show, and its lender and borrower ratings.
 */
export function planDemoLoans(t: Timeline, stage: Stage, cast: Cast): void {
  const { demo, random } = cast;
  const asLender: [LoanEnd, number][] = [
    ['pending', 1.2],
    ['overdue', 30],
    ['returnRequested', 22],
    ['returned', 75],
    ['refused', 45],
    ['cancelledByLender', 60],
    ['withdrawn', 8],
  ];
  const asBorrower: [LoanEnd, number][] = [
    ['pending', 2.2],
    ['active', 9],
    ['returnedByBorrower', 26],
    ['returned', 100],
    ['refused', 35],
    ['cancelledByBorrower', 15],
  ];
  for (const [end, daysAgo] of asLender) {
    const at = t.ago(daysAgo);
    const listing = cast.take(loanable(at), cast.ownedBy(demo));
    const borrower = cast.someone();
    if (listing && borrower !== undefined) playLoan(t, stage, random, { listing, borrower, at, end, rated: true });
  }
  for (const [end, daysAgo] of asBorrower) {
    const at = t.ago(daysAgo);
    const lendable = loanable(at);
    const listing = cast.take((l) => l.userId !== demo && lendable(l));
    if (!listing) continue;
    cast.involve(listing.userId);
    playLoan(t, stage, random, { listing, borrower: demo, at, end, rated: true });
  }
}

/** Loans among the other members, most of them over, a few still open, over the last four months. */
export function planCrowdLoans(t: Timeline, stage: Stage, cast: Cast, count: number): void {
  const { demo, random } = cast;
  for (let i = 0; i < count; i++) {
    const end = random.weighted<LoanEnd>([
      ['returned', 40],
      ['active', 10],
      ['overdue', 4],
      ['returnRequested', 4],
      ['returnedByBorrower', 4],
      ['pending', 12],
      ['refused', 10],
      ['cancelledByBorrower', 7],
      ['cancelledByLender', 5],
      ['withdrawn', 4],
    ]);
    const open = end === 'pending' || end === 'active' || end === 'returnRequested' || end === 'returnedByBorrower';
    const at = t.ago(open ? 1 + random.next() * 20 : end === 'overdue' ? 15 + random.next() * 40 : 2 + random.next() * 118);
    const lendable = loanable(at);
    const listing = cast.take((l) => l.userId !== demo && lendable(l));
    if (!listing) break;
    cast.involve(listing.userId);
    const borrower = cast.someone([listing.userId]);
    if (borrower === undefined) break;
    playLoan(t, stage, random, { listing, borrower, at, end, rated: random.chance(0.5) });
  }
}
