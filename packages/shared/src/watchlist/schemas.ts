import { z } from 'zod';
import { idField } from '../fields';
import { WATCH_TEXTS } from './texts';

/** POST /api/watchlist, DELETE /api/watchlist/{listing_id} and the app's per-listing calls. */
export const watchInput = z.object({ listing_id: idField(WATCH_TEXTS.listingRequired) });
export type WatchInput = z.input<typeof watchInput>;
