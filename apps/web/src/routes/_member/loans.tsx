import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/layout/ComingSoon';

export const Route = createFileRoute('/_member/loans')({ component: LoansPage });

function LoansPage() {
  return <ComingSoon title="Loans" />;
}
