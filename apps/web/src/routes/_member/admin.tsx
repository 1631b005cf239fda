import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../features/admin/AdminPage';
import { ADMIN_TABS } from '../../features/admin/search';
import { requireAdmin } from '../../features/session/guards';

// No loader: its imports would ride in every page's start-up bundle; the page fetches its own data.
export const Route = createFileRoute('/_member/admin')({ validateSearch: ADMIN_TABS.validateSearch, beforeLoad: requireAdmin, component: AdminPage });
