import type { ListingStatus } from '../../../entities/listing/types';

export type ListingAction = 'edit' | 'togglePause' | 'markSold' | 'delete';

/**
 * Product §4: active listings can be edited, paused, marked sold and deleted; paused ones
 * edited, re-activated and deleted; loaned and reserved ones only edited; expired ones edited
 * and deleted; sold ones nothing.
 */
export function allowedActions(status: ListingStatus): readonly ListingAction[] {
  switch (status) {
    case 'active':
      return ['edit', 'togglePause', 'markSold', 'delete'];
    case 'paused':
      return ['edit', 'togglePause', 'delete'];
    case 'loaned':
    case 'reserved':
      // A reserved listing's deal is completed or released from its accepted offer (§21).
      return ['edit'];
    case 'expired':
      return ['edit', 'delete'];
    case 'sold':
      return [];
  }
}
