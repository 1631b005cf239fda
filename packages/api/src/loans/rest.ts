import { isOneOf, LOAN_ACTIONS, type LoanAction } from '@mpx/shared';
import { notFound } from '../errors';
import { pathId, unchecked, type AreaCaller, type RestRoute } from '../rest/route';
import type { loansRouter } from './router';

/** The 500 messages of api §0.3: each action names its own. */
const ACTION_FAILURES: Record<LoanAction, string> = {
  approve: 'Failed to approve loan.',
  refuse: 'Failed to refuse loan.',
  return: 'Failed to return loan.',
  cancel: 'Failed to cancel loan.',
  request_return: 'Failed to request return.',
  confirm_return: 'Failed to confirm return.',
};

export const loansRest: RestRoute<AreaCaller<'loans', typeof loansRouter>>[] = [
  {
    method: 'POST',
    path: '/loans',
    procedure: 'loans.request',
    failure: 'Failed to create loan.',
    status: 201,
    call: (c, r) => c.loans.request(unchecked(r.body)),
  },
  { method: 'GET', path: '/loans/dashboard', procedure: 'loans.dashboard', failure: 'Failed to fetch loan data.', call: (c) => c.loans.dashboard() },
  {
    method: 'PATCH',
    path: '/loans/:id/:action',
    procedure: 'loans.act',
    // What the OpenAPI document shows; an answer carries the one of its action.
    failure: `By action: ${Object.values(ACTION_FAILURES).join(' ')}`,
    failureFor: (r) => {
      const action = r.params.action ?? '';
      return isOneOf(LOAN_ACTIONS, action) ? ACTION_FAILURES[action] : 'Internal server error.';
    },
    pathInput: 'loan_id',
    // An action outside the contract's six is a path the contract does not list (api §0.1).
    call: (c, r) => {
      const action = r.params.action ?? '';
      if (!isOneOf(LOAN_ACTIONS, action)) throw notFound('Not found.');
      return c.loans.act({ loan_id: pathId(r.params.id), action });
    },
  },
];
