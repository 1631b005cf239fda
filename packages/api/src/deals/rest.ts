import { isOneOf, OFFER_ANSWERS, type OfferAnswer } from '@mpx/shared';
import { notFound } from '../errors';
import { lastValue, pathId, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { dealsRouter, offersRouter } from './router';

/** The 500 messages: each answer names its own. */
const ANSWER_FAILURES: Record<OfferAnswer, string> = {
  accept: 'Failed to accept offer.',
  decline: 'Failed to decline offer.',
  withdraw: 'Failed to withdraw offer.',
};

type Caller = AreaCaller<'offers', typeof offersRouter> & AreaCaller<'deals', typeof dealsRouter>;

export const dealsRest: RestRoute<Caller>[] = [
  {
    method: 'POST',
    path: '/offers',
    procedure: 'offers.make',
    failure: 'Failed to send offer.',
    status: 201,
    call: (c, r) => c.offers.make(unchecked(r.body)),
  },
  {
    method: 'GET',
    path: '/offers',
    procedure: 'offers.list',
    failure: 'Failed to fetch offers.',
    call: (c, r) => c.offers.list(unchecked({ role: lastValue(r.query.role), status: lastValue(r.query.status), listing_id: lastValue(r.query.listing_id) })),
  },
  {
    method: 'POST',
    path: '/offers/:id/counter',
    procedure: 'offers.counter',
    failure: 'Failed to send counter-offer.',
    status: 201,
    pathInput: 'offer_id',
    call: (c, r) => c.offers.counter(unchecked({ ...r.body, offer_id: pathId(r.params.id) })),
  },
  {
    method: 'POST',
    path: '/offers/:id/:answer',
    procedure: 'offers.answer',
    failure: `By answer: ${Object.values(ANSWER_FAILURES).join(' ')}`,
    failureFor: (r) => {
      const answer = r.params.answer ?? '';
      return isOneOf(OFFER_ANSWERS, answer) ? ANSWER_FAILURES[answer] : 'Internal server error.';
    },
    pathInput: 'offer_id',
    // An answer outside the three is a path the API does not have.
    call: (c, r) => {
      const answer = r.params.answer ?? '';
      if (!isOneOf(OFFER_ANSWERS, answer)) throw notFound('Not found.');
      return c.offers.answer({ offer_id: pathId(r.params.id), answer });
    },
  },
  { method: 'GET', path: '/deals', procedure: 'deals.list', failure: 'Failed to fetch deals.', call: (c) => c.deals.list() },
  {
    method: 'POST',
    path: '/listings/:id/release',
    procedure: 'deals.release',
    failure: 'Failed to release listing.',
    pathInput: 'listing_id',
    call: (c, r) => c.deals.release({ listing_id: pathId(r.params.id) }),
  },
  {
    method: 'POST',
    path: '/listings/:id/complete',
    procedure: 'deals.complete',
    failure: 'Failed to complete deal.',
    pathInput: 'listing_id',
    call: (c, r) => c.deals.complete(unchecked({ ...r.body, listing_id: pathId(r.params.id) })),
  },
];
