import { isRecord, listingListOutput, listingOutput, listingQueryInput, similarListingsOutput, sizeStockOutput } from '@mpx/shared';
import { byId, listingProcedures } from '../listings/router';
import { READ } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { middleware, publicProcedure, requireViewer, router } from '../trpc';
import { browseListings } from './browse';
import { ownListings } from './own';
import { similarListings, sizeStock } from './similar';

/**
 * `user_id=me` makes browsing a member's call: its 401 comes before the query's own
 * validation (api §0.3 order of checks), so this looks at the raw input.
 */
const ownListingsNeedMember = middleware(async ({ ctx, getRawInput, next }) => {
  const raw = await getRawInput();
  const userId = [isRecord(raw) ? raw.user_id : undefined]
    .flat()
    .filter((v) => typeof v === 'string' && v.trim() !== '')
    .at(-1);
  if (typeof userId === 'string' && userId.trim() === 'me') requireViewer(ctx);
  return next();
});

/** The app's `listings` router: the browse procedures, with the listing's own from the row below (listings/router.ts). */
export const listingsRouter = router({
  ...listingProcedures,

  /** GET /api/listings (api §4.1). */
  list: publicProcedure
    .meta(READ)
    .use(ownListingsNeedMember)
    .input(listingQueryInput)
    .output(checkedOutput(listingListOutput, { listings: listingOutput }))
    .query(({ ctx, input }) => {
      // `ownListingsNeedMember` has already answered a guest's `user_id=me` with the 401.
      if (input.user_id === 'me') return ownListings(ctx.deps, input, requireViewer(ctx).user.id);
      return browseListings(ctx.deps, input, ctx.req.viewer ? 'member' : 'guest');
    }),

  /** The app's own: "Similar sizes" from other sellers on the listing page. */
  similar: publicProcedure
    .meta(READ)
    .input(byId)
    .output(checkedOutput(similarListingsOutput, { listings: listingOutput }))
    .query(({ ctx, input }) => similarListings(ctx.deps, input.listing_id, ctx.req.viewer ? 'member' : 'guest')),

  /** The app's own: the size guide's count of active listings per decoded size. */
  sizeStock: publicProcedure
    .meta(READ)
    .output(checkedOutput(sizeStockOutput))
    .query(({ ctx }) => sizeStock(ctx.deps)),
});
