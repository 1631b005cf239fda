import type { RouterInputs, RouterOutputs } from '../../lib/apiTypes';

/** API §12 `Listing`, as the server's router declares it. */
export type Listing = RouterOutputs['listings']['byId'];
/** API §12 `ListingListResponse`. */
export type ListingListResponse = RouterOutputs['listings']['list'];
/** What `listings.list` accepts (api §4.1 browse parameters). */
export type ListingListInput = RouterInputs['listings']['list'];
export type ListingStatus = Listing['status'];
