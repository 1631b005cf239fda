import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/layout/ComingSoon';
import { requireAdmin } from '../../features/session/guards';

export const Route = createFileRoute('/_member/admin')({ beforeLoad: requireAdmin, component: AdminPage });

function AdminPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
