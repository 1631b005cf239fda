import { EXPIRY_WARNING_DAYS } from '@mpx/shared';
import type { Listing } from '../../../entities/listing/types';

export type ListingAction = 'edit' | 'renew' | 'togglePause' | 'markSold' | 'delete';

const DAY = 24 * 60 * 60 * 1000;

/** Within the days its owner is warned in (api §25.3): Renew shows on the active listing too. */
function expiringSoon(listing: Pick<Listing, 'expires_at'>, now: number): boolean {
  return listing.expires_at !== null && Date.parse(listing.expires_at) - now <= EXPIRY_WARNING_DAYS * DAY;
}

/**
 * Product §4: active listings can be edited, paused, marked sold and deleted, and renewed once
 * they expire soon; paused ones edited, re-activated and deleted; expired ones edited, renewed
 * and deleted; loaned and reserved ones only edited (a reserved one's deal is completed or
 * released from its accepted offer, §21); sold ones nothing.
 */
export function allowedActions(listing: Pick<Listing, 'status' | 'expires_at'>, now: number): readonly ListingAction[] {
  switch (listing.status) {
    case 'active':
      return expiringSoon(listing, now) ? ['edit', 'renew', 'togglePause', 'markSold', 'delete'] : ['edit', 'togglePause', 'markSold', 'delete'];
    case 'paused':
      return ['edit', 'togglePause', 'delete'];
    case 'expired':
      return ['edit', 'renew', 'delete'];
    case 'loaned':
    case 'reserved':
      return ['edit'];
    case 'sold':
      return [];
  }
}
