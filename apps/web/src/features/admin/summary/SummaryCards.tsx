import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import * as styles from '../admin.css';
import { flagsQueryOptions, moderationDashboardQueryOptions } from '../queries';
import { StatCard } from '../StatCard';
import { ADMIN_PAGE_TEXTS } from '../texts';
import { flagSummary } from './flagSummary';

/** Product §2: the cards Pending Flags (api §7.2), Total Flagged Listings and Resolved Flags. */
export function SummaryCards() {
  const trpc = useTRPC();
  const dashboard = useQuery(moderationDashboardQueryOptions(trpc));
  const flags = useQuery(flagsQueryOptions(trpc));
  const summary = flags.data ? flagSummary(flags.data) : null;
  const shown = (n: number | undefined) => n ?? '–';
  return (
    <ul className={styles.cards} aria-label={ADMIN_PAGE_TEXTS.summaryLabel}>
      <StatCard label={ADMIN_PAGE_TEXTS.pendingFlags} value={shown(dashboard.data?.pendingFlags)} />
      <StatCard label={ADMIN_PAGE_TEXTS.totalFlaggedListings} value={shown(summary?.flaggedListings)} />
      <StatCard label={ADMIN_PAGE_TEXTS.resolvedFlags} value={shown(summary?.resolved)} />
    </ul>
  );
}
