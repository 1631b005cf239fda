import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';

/** The number of pending flags (api §7.2): the first summary card. */
export function moderationDashboardQueryOptions(trpc: Trpc) {
  return trpc.moderation.dashboard.queryOptions();
}

/** Every flag, newest first (api §7.3). */
export function flagsQueryOptions(trpc: Trpc) {
  return trpc.moderation.flags.queryOptions();
}

/** One page of 50 users, newest first, optionally only those whose name, nickname or email contains `q`. */
export function usersPageQueryOptions(trpc: Trpc, search: { q: string; page: number }) {
  return trpc.admin.usersPage.queryOptions(search.q === '' ? { page: search.page } : { q: search.q, page: search.page });
}

/** The counters of api §9.1. */
export function analyticsQueryOptions(trpc: Trpc) {
  return trpc.admin.analytics.queryOptions();
}

/** New members, listings, sales and loans per UTC week over the last 12 weeks (the charts). */
export function weeklyQueryOptions(trpc: Trpc) {
  return trpc.admin.weekly.queryOptions();
}

/** One page of the audit log, newest first. */
export function auditQueryOptions(trpc: Trpc, page: number) {
  return trpc.admin.audit.queryOptions({ page });
}

/** The System tab: release, uptime, sizes, backups, mail and settings (api §18.4). */
export function systemQueryOptions(trpc: Trpc) {
  return trpc.admin.system.queryOptions();
}

/**
 * After any admin write: every admin view may have moved (the flags and their counts, the users,
 * the counters, the audit log), so all of them refetch.
 */
export function refreshAdmin(queryClient: QueryClient, trpc: Trpc): Promise<void> {
  return Promise.all([queryClient.invalidateQueries(trpc.admin.pathFilter()), queryClient.invalidateQueries(trpc.moderation.pathFilter())]).then(
    () => undefined,
  );
}
