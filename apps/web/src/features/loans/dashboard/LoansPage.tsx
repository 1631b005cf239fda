import { LOAN_TEXTS } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { Page } from '../../../entities/site/Page';
import { useViewer } from '../../../entities/user/viewer';
import { loanDashboardQueryOptions } from '../queries';
import { LOANS_PAGE_TEXTS } from '../texts';
import { LoansTabs } from './LoansTabs';

/**
 * /loans (product §2 Loans): the member's loans in five tabs, a spinner while loading or
 * "Failed to fetch loans". Reloads after each loan step, and live when the other party acts
 * (features/realtime).
 */
export function LoansPage() {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const query = useQuery(loanDashboardQueryOptions(trpc));

  let content;
  // A failed reload keeps showing the loans already loaded.
  if (!query.data || !viewer) {
    content = query.isError ? <Alert variant="error">{LOAN_TEXTS.listFailed}</Alert> : <Spinner block label={LOANS_PAGE_TEXTS.loading} />;
  } else {
    content = <LoansTabs dashboard={query.data} viewerId={viewer.user_id} />;
  }
  return <Page title={LOANS_PAGE_TEXTS.title}>{content}</Page>;
}
