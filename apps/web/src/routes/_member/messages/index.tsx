import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../../features/layout/ComingSoon';

export const Route = createFileRoute('/_member/messages/')({ component: InboxPage });

function InboxPage() {
  return <ComingSoon title="Messages" />;
}
