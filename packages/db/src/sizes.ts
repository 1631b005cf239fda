import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pointOf, SIZE_MAKERS, sizeTable } from '@mpx/shared/sizes';
import type { Db } from './client';
import { listings, sizeTableState } from './schema';

export interface DecodedSizeColumns {
  sizeMaker: string | null;
  sizeCode: string | null;
  sizeFamily: string | null;
  sizeRimUm: number | null;
  sizeCup: number | null;
}

const NONE: DecodedSizeColumns = { sizeMaker: null, sizeCode: null, sizeFamily: null, sizeRimUm: null, sizeCup: null };

/**
 * The size columns of a listing: what the size table reads in its brand + size (or model) for
 * its instrument. Only a size of the instrument's own family counts; a mismatch stays undecoded
 * (the form warns the seller, and a trombone rim must never be compared with trumpet ones).
 */
export function decodedSizeColumns(listing: { brand: string; model: string; size: string | null; instrumentType: string }): DecodedSizeColumns {
  const reading = sizeTable.read({ brand: listing.brand, model: listing.model, size: listing.size, instrument_type: listing.instrumentType });
  if (reading.status !== 'decoded') return NONE;
  const point = pointOf(reading.entry);
  return {
    sizeMaker: reading.maker.id,
    sizeCode: reading.entry.code,
    sizeFamily: reading.entry.family,
    sizeRimUm: point?.rimUm ?? null,
    sizeCup: point?.cup ?? null,
  };
}

/** Changes whenever any figure, code or alias in the table does. */
export const SIZE_TABLE_FINGERPRINT = createHash('sha256').update(JSON.stringify(SIZE_MAKERS)).digest('base64url');

/**
 * Brings every listing's decoded size up to date with the size table, once per table change:
 * the backfill for listings stored before sizes were decoded, and the refresh when a release
 * corrects or adds rows. One transaction, so a crash leaves the old fingerprint and it runs
 * again; it touches only listings whose columns actually change. Returns how many changed.
 */
export function syncListingSizes(db: Db): number {
  const stored = db.select({ fingerprint: sizeTableState.fingerprint }).from(sizeTableState).where(eq(sizeTableState.id, 1)).get();
  if (stored?.fingerprint === SIZE_TABLE_FINGERPRINT) return 0;
  return db.transaction(
    (tx) => {
      let changed = 0;
      const rows = tx
        .select({
          id: listings.id,
          brand: listings.brand,
          model: listings.model,
          size: listings.size,
          instrumentType: listings.instrumentType,
          sizeMaker: listings.sizeMaker,
          sizeCode: listings.sizeCode,
          sizeFamily: listings.sizeFamily,
          sizeRimUm: listings.sizeRimUm,
          sizeCup: listings.sizeCup,
        })
        .from(listings)
        .all();
      const update = db.$client.prepare('UPDATE listings SET size_maker = ?, size_code = ?, size_family = ?, size_rim_um = ?, size_cup = ? WHERE id = ?');
      for (const row of rows) {
        const next = decodedSizeColumns(row);
        const same =
          next.sizeMaker === row.sizeMaker &&
          next.sizeCode === row.sizeCode &&
          next.sizeFamily === row.sizeFamily &&
          next.sizeRimUm === row.sizeRimUm &&
          next.sizeCup === row.sizeCup;
        if (same) continue;
        update.run(next.sizeMaker, next.sizeCode, next.sizeFamily, next.sizeRimUm, next.sizeCup, row.id);
        changed++;
      }
      tx.insert(sizeTableState)
        .values({ id: 1, fingerprint: SIZE_TABLE_FINGERPRINT })
        .onConflictDoUpdate({ target: sizeTableState.id, set: { fingerprint: sql`excluded.fingerprint` } })
        .run();
      return changed;
    },
    { behavior: 'immediate' },
  );
}
