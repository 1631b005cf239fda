import { LISTING_STATUS_LABELS } from '@mpx/shared';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import type { ListingStatus } from '../types';

const STATUS: Record<ListingStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
  sold: { label: 'Sold', tone: 'neutral' },
  loaned: { label: 'On loan', tone: 'info' },
  // Promised to a buyer who accepted an offer (issue 30): not for sale, not sold yet.
  reserved: { label: LISTING_STATUS_LABELS.reserved, tone: 'info' },
  expired: { label: LISTING_STATUS_LABELS.expired, tone: 'warning' },
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  const { label, tone } = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
