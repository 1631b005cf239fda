import type { RouterInputs, RouterOutputs } from '../../lib/apiTypes';

/** Contract §12 `Listing`, as the server's router declares it. */
export type Listing = RouterOutputs['listings']['byId'];
/** Contract §12 `ListingListResponse`. */
export type ListingListResponse = RouterOutputs['listings']['list'];
/** What `listings.list` accepts (contract §4.1 browse parameters). */
export type ListingListInput = RouterInputs['listings']['list'];
export type ListingStatus = Listing['status'];
