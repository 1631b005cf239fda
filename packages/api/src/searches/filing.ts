import { savedSearchKeys } from '@mpx/db';
import { eq } from 'drizzle-orm';
import type { Deps } from '../context';

/** Inside a write: files a search under these keys only (browse/filter/keys.ts), replacing where it was. */
export function fileKeys(deps: Pick<Deps, 'db'>, searchId: number, keys: readonly string[]): void {
  deps.db.delete(savedSearchKeys).where(eq(savedSearchKeys.savedSearchId, searchId)).run();
  deps.db
    .insert(savedSearchKeys)
    .values(keys.map((key) => ({ key, savedSearchId: searchId })))
    .run();
}
