import type { ListingStatus } from '../../../entities/listing/types';

export type ListingAction = 'edit' | 'togglePause' | 'markSold' | 'delete';

/**
 * Product §4: active listings can be edited, paused, marked sold and deleted; paused ones
 * edited, re-activated and deleted; loaned ones only edited; sold ones nothing.
 */
export function allowedActions(status: ListingStatus): readonly ListingAction[] {
  switch (status) {
    case 'active':
      return ['edit', 'togglePause', 'markSold', 'delete'];
    case 'paused':
      return ['edit', 'togglePause', 'delete'];
    case 'loaned':
      return ['edit'];
    case 'sold':
      return [];
  }
}
