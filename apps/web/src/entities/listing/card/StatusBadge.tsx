import { LISTING_STATUS_LABELS } from '@mpx/shared';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import type { ListingStatus } from '../types';

const STATUS: Record<ListingStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  paused: { label: 'Paused', tone: 'warning' },
  sold: { label: 'Sold', tone: 'neutral' },
  loaned: { label: 'On loan', tone: 'info' },
  reserved: { label: LISTING_STATUS_LABELS.reserved, tone: 'brand' },
  expired: { label: LISTING_STATUS_LABELS.expired, tone: 'error' },
};

export function StatusBadge({ status }: { status: ListingStatus }) {
  const { label, tone } = STATUS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
