import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '../../features/loans/dashboard/LoansPage';
import { loanDashboardQueryOptions } from '../../features/loans/queries';
import { LOAN_TABS } from '../../features/loans/search';

export const Route = createFileRoute('/_member/loans')({
  validateSearch: LOAN_TABS.validateSearch,
  // Start fetching with the route; the page shows its own loading and error states.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(loanDashboardQueryOptions(context.trpc));
  },
  component: LoansPage,
});
