import { decodedSizeColumns } from '@mpx/db';
import { dollarsToCents, type ListingWanters, type WantersDraft } from '@mpx/shared';
import type { UserRow } from '@mpx/db';
import type { Deps } from '../context';
import { prepared } from '../core/prepared';
import { listingFacts, type ListingFacts } from '../browse/filter/facts';
import { listingOwnedBy } from '../listings/access';
import { matchingSearches } from '../searches/match';
import { toWanted, WANTED_SELECT, type WantedRow } from './shapes';

const BY_SEARCHES = `${WANTED_SELECT} WHERE w.saved_search_id IN (SELECT value FROM json_each(?)) AND w.expires_at > ?
  ORDER BY w.created_at DESC, w.id DESC`;

/** The open wanted posts a listing's facts match: the one matcher, among wanted posts' searches only, read in one query. */
function wantersOf(deps: Deps, facts: ListingFacts): WantedRow[] {
  const searchIds = matchingSearches(deps, facts, 'wanted').map(({ searchId }) => searchId);
  if (searchIds.length === 0) return [];
  return prepared<WantedRow>(deps.db, BY_SEARCHES).all(JSON.stringify(searchIds), deps.now());
}

/** GET /api/listings/{id}/wanted: the seller's own listing only (404, then 403, as every owner action). */
export function listingWanters(deps: Deps, userId: number, listingId: number): ListingWanters {
  listingOwnedBy(deps, userId, listingId);
  const facts = listingFacts(deps.db, listingId);
  const rows = facts ? wantersOf(deps, facts) : [];
  return { count: rows.length, wanted: rows.map(toWanted) };
}

/**
 * The listing form's live count: the draft read as the listing it would be, from its seller's
 * place; a price not yet typed asks nothing of a `price_max`.
 */
export function draftWanters(deps: Deps, seller: UserRow, draft: WantersDraft): { count: number } {
  const size = draft.size?.trim() || null;
  const facts: ListingFacts = {
    id: 0,
    userId: seller.id,
    status: 'active',
    instrumentType: draft.instrument_type,
    brand: draft.brand,
    model: draft.model,
    size,
    description: '',
    condition: '',
    priceCents: draft.price === null || draft.price === undefined ? 0 : dollarsToCents(draft.price),
    openToSwap: 0,
    openToLoan: 0,
    // The form's count reads the printed size; a ticked modification narrows it once listed.
    modifications: null,
    ...decodedSizeColumns({ brand: draft.brand, model: draft.model, size, instrumentType: draft.instrument_type }),
    sellerState: seller.locationState,
    sellerPostcode: seller.locationPostcode,
    sellerName: seller.name,
    sellerNickname: seller.nickname,
  };
  return { count: wantersOf(deps, facts).length };
}
