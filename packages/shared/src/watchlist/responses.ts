import { z } from 'zod';
import { LISTING_STATUSES } from '../constants';
import { listingOutput } from '../listings/responses';
import { apiNote, apiShape, countValue, idValue, messageOutput, timestampValue } from '../responses';
import { WATCH_TEXTS } from './texts';

/** One watched listing (api §21): when it was watched, at what price, and how it stands now. */
export const watchedListingOutput = apiShape(
  'WatchedListing',
  z.strictObject({
    listing_id: idValue,
    watched_at: timestampValue,
    price_when_watched: apiNote(z.number().positive(), 'Dollars: the price when the member started watching.'),
    status: apiNote(z.enum(LISTING_STATUSES), 'The listing’s status now; `deleted` once its seller deleted it.'),
    listing: apiNote(listingOutput.nullable(), 'The listing as GET /api/listings/{id} shows it; null once deleted.'),
  }),
);
export type WatchedListing = z.output<typeof watchedListingOutput>;

export const watchlistOutput = apiShape('Watchlist', z.strictObject({ watchlist: apiNote(z.array(watchedListingOutput), 'Newest watched first.') }));
export type Watchlist = z.output<typeof watchlistOutput>;

export const watchRemovedOutput = messageOutput('WatchRemoved', WATCH_TEXTS.removed);

/* The app's own (outside the REST contract). */

/** `watchlist.ids`: the listings the caller watches, for the hearts on cards. */
export const watchedIdsOutput = z.strictObject({ listing_ids: z.array(idValue) });

/** `watchlist.watchers`: how many members watch the caller's own listing. */
export const watcherCountOutput = z.strictObject({ listing_id: idValue, watchers: countValue });
