import { decodedSizeColumns, listingPhotos, listings, type ListingRow } from '@mpx/db';
import { dollarsToCents, listingInput, listingStatusInput, OFFER_TEXTS, type ListingFields } from '@mpx/shared';
import { asc, eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { freshPeriod } from '../core/listing-period';
import { write, writeAndSettle } from '../core/write';
import { conflict, notFound, parseInput } from '../errors';
import { cancelPendingLoans } from '../loans/service';
import type { PhotoBatch } from '../photos/service';
import { assertAccountExists, assertBelowActiveLimit, listingOwnedBy, ownedListing } from './access';
import { LISTING_ERRORS } from './errors';
import { nearPoint } from '../places/service';
import { measuredFrom } from './measured';
import { readListing } from './read';
import { storedModifications, type Listing } from './shapes';

/** GET /api/listings/{id}: every status but deleted; with `near`, its distance from there (api §20). */
export function getListing(deps: Deps, listingId: number, audience: 'guest' | 'member', near: string | null = null): Listing {
  const from = near === null ? null : nearPoint(near);
  const placed = readListing(deps, listingId, audience);
  if (!placed) throw notFound(LISTING_ERRORS.notFound);
  return from ? measuredFrom(placed, from) : placed.listing;
}

/** The listing as its owner sees it right after a write. */
function afterWrite(deps: Deps, listingId: number): Listing {
  return getListing(deps, listingId, 'member');
}

/**
 * POST /api/listings (api §4.3). Fields are valid when this runs; photos are checked and stored
 * next (400 on the first bad one), then the limit is checked and the listing inserted in one
 * transaction, so two concurrent creates cannot both take the last free slot.
 */
export async function createListing(deps: Deps, userId: number, input: ListingFields): Promise<Listing> {
  const photos = await deps.photos.ingest(input.photos ?? []);
  const listingId = await withPhotos(deps, photos, () =>
    write(deps, (tx) => {
      // The photos took a while: an admin may have deleted the account since the session was read.
      assertAccountExists(deps, userId);
      assertBelowActiveLimit(deps, userId);
      const changed = deps.listingWatchers.beforeChange(deps, tx, null);
      const now = deps.now();
      const { id } = deps.db
        .insert(listings)
        .values({
          userId,
          instrumentType: input.instrument_type,
          brand: input.brand,
          model: input.model,
          size: input.size ?? null,
          ...decodedSizeColumns({ brand: input.brand, model: input.model, size: input.size ?? null, instrumentType: input.instrument_type }),
          condition: input.condition,
          priceCents: dollarsToCents(input.price),
          description: input.description,
          openToSwap: input.open_to_swap ?? false,
          openToLoan: input.open_to_loan ?? false,
          modifications: storedModifications(input.modifications ?? []),
          paypalLinkOverride: input.paypal_link_override ?? null,
          status: 'active',
          createdAt: now,
          updatedAt: now,
          ...freshPeriod(now),
        })
        .returning({ id: listings.id })
        .get();
      replacePhotos(deps, id, photos.names);
      changed(id);
      return id;
    }),
  );
  return afterWrite(deps, listingId);
}

/**
 * PUT /api/listings/{id}, full edit (api §4.5): 401/404/403/409 come before validation, so the body
 * is parsed here rather than by the procedure. Absent optional fields keep their values; a
 * `photos` array replaces the photos, and files no listing uses any more are deleted.
 */
export async function updateListing(deps: Deps, userId: number, listingId: number, body: unknown): Promise<Listing> {
  ownedListing(deps, userId, listingId, { refuseLoaned: false });
  const input = parseInput(listingInput, body);
  const photos = input.photos === undefined ? null : await deps.photos.ingest(input.photos);
  await withPhotos(deps, photos, () =>
    writeAndSettle(deps, (tx) => {
      // Again: the listing may have been sold or deleted while the photos were processed.
      const stored = ownedListing(deps, userId, listingId, { refuseLoaned: false });
      const changed = deps.listingWatchers.beforeChange(deps, tx, listingId);
      const size = input.size !== undefined ? input.size : stored.size;
      deps.db
        .update(listings)
        .set({
          ...decodedSizeColumns({ brand: input.brand, model: input.model, size, instrumentType: input.instrument_type }),
          instrumentType: input.instrument_type,
          brand: input.brand,
          model: input.model,
          condition: input.condition,
          priceCents: dollarsToCents(input.price),
          description: input.description,
          ...(input.size !== undefined && { size: input.size }),
          ...(input.open_to_swap !== undefined && { openToSwap: input.open_to_swap }),
          ...(input.open_to_loan !== undefined && { openToLoan: input.open_to_loan }),
          ...(input.modifications !== undefined && { modifications: storedModifications(input.modifications) }),
          ...(input.paypal_link_override !== undefined && { paypalLinkOverride: input.paypal_link_override }),
          updatedAt: deps.now(),
        })
        .where(eq(listings.id, listingId))
        .run();
      changed(listingId);
      if (!photos) return;
      const dropped = photoNames(deps, listingId).filter((name) => !photos.names.includes(name));
      replacePhotos(deps, listingId, photos.names);
      tx.afterCommit(() => deps.photos.removeUnreferenced(deps.db, dropped));
    }),
  );
  return afterWrite(deps, listingId);
}

/** PUT /api/listings/{id} with `{ status }` only (api §4.5): sold is the one status a client may set. */
export function markSold(deps: Deps, userId: number, listingId: number, body: unknown): Listing {
  write(deps, (tx) => {
    const listing = ownedListing(deps, userId, listingId, { refuseLoaned: false, refuseReserved: true });
    parseInput(listingStatusInput, body);
    const changed = deps.listingWatchers.beforeChange(deps, tx, listingId);
    const now = deps.now();
    // Sold outside a deal: the price guide counts it at its asking price.
    setStatus(deps, listing, { status: 'sold', soldAt: now, salePriceCents: listing.priceCents, updatedAt: now });
    changed(listingId);
    // From `loaned`, the current loan stays as it is (api §5.5); only pending requests are cancelled.
    cancelPendingLoans(deps, tx, listing);
  });
  return afterWrite(deps, listingId);
}

/**
 * PATCH /api/listings/{id}/pause (api §4.6): active ⇄ paused; re-activating counts toward the
 * limit and starts a new period (api §25). An expired listing comes back by renewing only.
 */
export function togglePause(deps: Deps, userId: number, listingId: number): Listing {
  write(deps, (tx) => {
    const listing = ownedListing(deps, userId, listingId, { refuseLoaned: true, refuseReserved: true });
    // An expired listing comes back with Renew, which starts a new period.
    if (listing.status !== 'active' && listing.status !== 'paused') throw conflict(LISTING_ERRORS.notPausable);
    if (listing.status === 'paused') assertBelowActiveLimit(deps, userId);
    const changed = deps.listingWatchers.beforeChange(deps, tx, listingId);
    const now = deps.now();
    setStatus(deps, listing, listing.status === 'active' ? { status: 'paused', updatedAt: now } : { status: 'active', updatedAt: now, ...freshPeriod(now) });
    changed(listingId);
  });
  return afterWrite(deps, listingId);
}

/**
 * POST /api/listings/{id}/renew (api §25.2): an active or expired listing is active for a whole
 * new period from now. From expired it counts toward the limit, as re-activating does.
 */
export function renewListing(deps: Deps, userId: number, listingId: number): Listing {
  write(deps, (tx) => {
    const listing = listingOwnedBy(deps, userId, listingId);
    if (listing.status !== 'active' && listing.status !== 'expired') throw conflict(OFFER_TEXTS.notExpirable);
    if (listing.status === 'expired') assertBelowActiveLimit(deps, userId);
    const changed = deps.listingWatchers.beforeChange(deps, tx, listingId);
    const now = deps.now();
    setStatus(deps, listing, { status: 'active', updatedAt: now, ...freshPeriod(now) });
    changed(listingId);
  });
  return afterWrite(deps, listingId);
}

/**
 * DELETE /api/listings/{id} (api §4.7): a soft delete. The photo rows stay, so the files stay until
 * an admin hard-deletes the listing.
 */
export function removeListing(deps: Deps, userId: number, listingId: number): { message: string } {
  write(deps, (tx) => {
    const listing = ownedListing(deps, userId, listingId, { refuseLoaned: true, refuseReserved: true });
    const changed = deps.listingWatchers.beforeChange(deps, tx, listingId);
    setStatus(deps, listing, { status: 'deleted', updatedAt: deps.now() });
    changed(listingId);
    cancelPendingLoans(deps, tx, listing);
  });
  return { message: 'Listing deleted.' };
}

type StatusChange = Pick<Partial<ListingRow>, 'status' | 'soldAt' | 'salePriceCents' | 'updatedAt' | 'renewedAt' | 'expiryWarnedAt'>;

function setStatus(deps: Deps, listing: ListingRow, changes: StatusChange): void {
  deps.db.update(listings).set(changes).where(eq(listings.id, listing.id)).run();
}

function photoNames(deps: Deps, listingId: number): string[] {
  return deps.db
    .select({ file: listingPhotos.file })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position))
    .all()
    .map((r) => r.file);
}

function replacePhotos(deps: Deps, listingId: number, names: readonly string[]): void {
  deps.db.delete(listingPhotos).where(eq(listingPhotos.listingId, listingId)).run();
  if (names.length > 0) {
    deps.db
      .insert(listingPhotos)
      .values(names.map((file, position) => ({ listingId, position, file })))
      .run();
  }
}

/**
 * Runs a write that references freshly stored photos. The photos stay protected from sweeps
 * until the write has committed or failed; after a failure, the files it alone wanted are
 * deleted at once instead of waiting for the orphan sweep.
 */
async function withPhotos<T>(deps: Deps, photos: PhotoBatch | null, save: () => T | Promise<T>): Promise<T> {
  try {
    const result = await save();
    photos?.release();
    return result;
  } catch (err) {
    if (photos) {
      photos.release();
      await deps.photos.removeUnreferenced(deps.db, photos.names);
    }
    throw err;
  }
}
