import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';

/** Every loan the viewer is a party to, in four lists (api §5.2). */
export function loanDashboardQueryOptions(trpc: Trpc) {
  return trpc.loans.dashboard.queryOptions();
}

/** After a loan step by either party (product §7: "Each loan action reloads the dashboard"). */
export function refreshLoans(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return queryClient.invalidateQueries(trpc.loans.dashboard.queryFilter());
}
