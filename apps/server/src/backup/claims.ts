import { MIGRATIONS_DIR, namedMigration } from '@mpx/db';
import type { DatabaseFacts } from './database-facts.mjs';
import type { Manifest } from './manifest';

const EDITED = 'the backup is damaged or was edited.';

/**
 * The first claim of a manifest that its backup's data does not bear out, as a sentence for the
 * operator, or null when all hold. Checksums prove the files are the ones the manifest lists, not
 * that its counts and schema describe them: without this a manifest edited by hand restores and
 * the restore reports figures the data does not hold. `facts` come from the backup's database
 * through the same function the backup used to write them (database-facts.mjs).
 */
export function falseClaim(manifest: Manifest, facts: DatabaseFacts): string | null {
  const { counts, schema } = manifest;
  if (counts.members !== facts.members) return `The manifest says ${counts.members} members but the database holds ${facts.members}: ${EDITED}`;
  if (counts.listings !== facts.listings) return `The manifest says ${counts.listings} listings but the database holds ${facts.listings}: ${EDITED}`;
  const listed = Object.keys(manifest.photos).length;
  if (counts.photos !== listed) return `The manifest says ${counts.photos} photos but lists ${listed} photo files: ${EDITED}`;

  const claimed = `The manifest says schema migration ${schema.migration} (created_at ${schema.created_at})`;
  if (facts.migratedAt === null) return `${claimed} but the database records no migration: ${EDITED}`;
  const newest = namedMigration(facts.migratedAt, MIGRATIONS_DIR);
  if (schema.migration !== newest.tag || schema.created_at !== newest.createdAt) {
    return `${claimed} but the database's newest is ${newest.tag} (created_at ${newest.createdAt}): ${EDITED}`;
  }
  return null;
}
