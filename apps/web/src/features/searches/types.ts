import type { RouterOutputs } from '../../lib/apiTypes';

/** A saved search as `searches.list` returns it. */
export type SavedSearch = RouterOutputs['searches']['list']['searches'][number];
