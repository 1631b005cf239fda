import type { FlagStatus } from '@mpx/shared';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { FLAG_STATUS_LABELS } from '../texts';

/** Product §4: chip colours pending warning, reviewed info, resolved success. */
const TONES: Record<FlagStatus, BadgeTone> = { pending: 'warning', reviewed: 'info', resolved: 'success' };

export function FlagStatusBadge({ status }: { status: FlagStatus }) {
  return <Badge tone={TONES[status]}>{FLAG_STATUS_LABELS[status]}</Badge>;
}
