import { listingDeletedOutput, listingInput, listingOutput, nearParam, sizeDatasetCsvOutput, sizeDatasetOutput, type ListingInput } from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE, type ProcedurePolicy } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, publicProcedure, router } from '../trpc';
import { sizeDatasetCsvOf, sizeDatasetOf } from './dataset';
import * as listings from './service';

/**
 * Ids arrive as numbers from the web app and as parsed path segments from REST (0 when the
 * segment is not an id): anything but a positive integer is a listing that does not exist.
 */
const listingId = z.custom<number>(() => true).transform((v) => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : 0));
export const byId = z.object({ listing_id: listingId });
/** The listing page may measure from a postcode (api §20), read and refused as the browse's `near` is. */
const byIdNear = byId.extend({ near: nearParam });

/**
 * Inputs validated inside the procedure, after the checks the contract puts first (session,
 * ownership, state); typed here so the web app's calls are checked at compile time.
 */
const passThrough = <T>() => z.custom<T>((v) => typeof v === 'object' && v !== null);
const idOf = (value: unknown) => listingId.parse(value);

/** Create and full edit carry up to six photos as data URLs (api §0.7). */
const PHOTO_WRITE: ProcedurePolicy = { rate: 'write', largeBody: true };

/** Every answer is checked against the contract's shape; a shared listing only once (rest/output.ts). */
const aListing = checkedOutput(listingOutput);

/**
 * A listing's own procedures: its page, its writes and the size dataset. The browse row above
 * mounts them with its own (list, similar sizes, stock per size) as the app's `listings`
 * router (browse/router.ts), so the procedures keep their names.
 */
export const listingProcedures = {
  byId: publicProcedure
    .meta(READ)
    .input(byIdNear)
    .output(aListing)
    .query(({ ctx, input }) => listings.getListing(ctx.deps, input.listing_id, ctx.req.viewer ? 'member' : 'guest', input.near)),

  /** The open size dataset: every size of the table with its figures, sources and equivalents. */
  sizeDataset: publicProcedure
    .meta(READ)
    .output(checkedOutput(sizeDatasetOutput))
    .query(({ ctx }) => sizeDatasetOf(ctx.deps)),

  /** The same as CSV text. */
  sizeDatasetCsv: publicProcedure
    .meta(READ)
    .output(checkedOutput(sizeDatasetCsvOutput))
    .query(({ ctx }) => sizeDatasetCsvOf(ctx.deps)),

  create: memberProcedure
    .meta(PHOTO_WRITE)
    .input(listingInput)
    .output(aListing)
    .mutation(({ ctx, input }) => listings.createListing(ctx.deps, ctx.viewer.user.id, input)),

  /** Full edit; its fields are validated after the 404/403/409 checks (api §4.5). */
  update: memberProcedure
    .meta(PHOTO_WRITE)
    .input(passThrough<ListingInput & { listing_id: number }>())
    .output(aListing)
    .mutation(({ ctx, input }) => {
      const { listing_id, ...fields } = input;
      return listings.updateListing(ctx.deps, ctx.viewer.user.id, idOf(listing_id), fields);
    }),

  /** The status form of PUT: `{ status: "sold" }`. */
  setStatus: memberProcedure
    .meta(WRITE)
    .input(passThrough<{ listing_id: number; status: 'sold' }>())
    .output(aListing)
    .mutation(({ ctx, input }) => listings.markSold(ctx.deps, ctx.viewer.user.id, idOf(input.listing_id), { status: input.status })),

  togglePause: memberProcedure
    .meta(WRITE)
    .input(byId)
    .output(aListing)
    .mutation(({ ctx, input }) => listings.togglePause(ctx.deps, ctx.viewer.user.id, input.listing_id)),

  /** Another period on the exchange, from active or expired (api §25.2). */
  renew: memberProcedure
    .meta(WRITE)
    .input(byId)
    .output(aListing)
    .mutation(({ ctx, input }) => listings.renewListing(ctx.deps, ctx.viewer.user.id, input.listing_id)),

  remove: memberProcedure
    .meta(WRITE)
    .input(byId)
    .output(checkedOutput(listingDeletedOutput))
    .mutation(({ ctx, input }) => listings.removeListing(ctx.deps, ctx.viewer.user.id, input.listing_id)),
};

/** The same as a router: what this row's REST routes call (rest.ts), under the app's name for it. */
export const listingProceduresRouter = router(listingProcedures);
