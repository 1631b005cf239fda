import { isOneOf, LOAN_ACTIONS } from '@mpx/shared';
import { notFound } from '../errors';
import { pathId, unchecked, type RestRoute } from '../rest/route';

export const loansRest: RestRoute[] = [
  {
    method: 'POST',
    path: '/loans',
    procedure: 'loans.request',
    failure: 'Failed to create loan request.',
    status: 201,
    call: (c, r) => c.loans.request(unchecked(r.body)),
  },
  { method: 'GET', path: '/loans/dashboard', procedure: 'loans.dashboard', failure: 'Failed to fetch loans.', call: (c) => c.loans.dashboard() },
  {
    method: 'PATCH',
    path: '/loans/:id/:action',
    procedure: 'loans.act',
    failure: 'Failed to update loan.',
    pathInput: 'loan_id',
    // An action outside the contract's six is a path the contract does not list (§0.1).
    call: (c, r) => {
      const action = r.params.action ?? '';
      if (!isOneOf(LOAN_ACTIONS, action)) throw notFound('Not found.');
      return c.loans.act({ loan_id: pathId(r.params.id), action });
    },
  },
];
