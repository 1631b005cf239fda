import { keptKind } from '@mpx/api';

/**
 * How pages of the app are served (ADR 022): `drawn` on a drawing thread, `kept` from a page
 * drawn before, `shed` undrawn because the threads were behind (or there are none), `unsettled`
 * undrawn because the route did not settle (a redirect, a failed query), `failed` undrawn because
 * drawing broke, `limited` undrawn because the caller was over their read limit.
 */
export const PAGE_OUTCOMES = ['drawn', 'kept', 'shed', 'unsettled', 'failed', 'limited'] as const;
export type PageOutcome = (typeof PAGE_OUTCOMES)[number];

/** Pages served since start, by outcome, for /metrics. */
export const PAGE_COUNTS = keptKind('pages served, by outcome', (): Record<PageOutcome, number> => ({
  drawn: 0,
  kept: 0,
  shed: 0,
  unsettled: 0,
  failed: 0,
  limited: 0,
}));
