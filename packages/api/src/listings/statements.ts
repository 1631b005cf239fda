import type { Db } from '@mpx/db';
import { prepared } from '../core/prepared';

/** The catalog version the triggers of the `listings_search` migration maintain. */
export function catalogVersion(db: Db): number {
  const version = prepared<number>(db, 'SELECT version FROM catalog_version WHERE id = 1').pluck().get();
  if (version === undefined) throw new Error('catalog_version has no row: the database is not migrated');
  return version;
}
