import {
  completeInput,
  counterInput,
  dealAnswerOutput,
  dealListOutput,
  listingOutput,
  OFFER_ANSWERS,
  offerAnswerOutput,
  offerInput,
  offerListInput,
  offerListOutput,
} from '@mpx/shared';
import { z } from 'zod';
import { getListing } from '../listings/service';
import { byId } from '../listings/router';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, router } from '../trpc';
import { answerOffer, counterOffer, makeOffer } from './offers';
import { dealsOf, offersOf } from './read';
import { completeListing, releaseListing } from './reservation';

const offerId = z.object({ offer_id: z.number().int() });

/** Offers and counter-offers between a listing's seller and a buyer (issue 30): members only, each party only. */
export const offersRouter = router({
  /** POST /api/offers. */
  make: memberProcedure
    .meta(WRITE)
    .input(offerInput)
    .output(checkedOutput(offerAnswerOutput))
    .mutation(({ ctx, input }) => ({ offer: makeOffer(ctx.deps, ctx.viewer.user, input) })),
  /** GET /api/offers. */
  list: memberProcedure
    .meta(READ)
    .input(offerListInput)
    .output(checkedOutput(offerListOutput))
    .query(({ ctx, input }) => ({ offers: offersOf(ctx.deps, ctx.viewer.user.id, input) })),
  /** POST /api/offers/{id}/accept | decline | withdraw. */
  answer: memberProcedure
    .meta(WRITE)
    .input(offerId.extend({ answer: z.enum(OFFER_ANSWERS) }))
    .output(checkedOutput(offerAnswerOutput))
    .mutation(({ ctx, input }) => ({ offer: answerOffer(ctx.deps, ctx.viewer.user, input.offer_id, input.answer) })),
  /** POST /api/offers/{id}/counter. */
  counter: memberProcedure
    .meta(WRITE)
    .input(counterInput)
    .output(checkedOutput(offerAnswerOutput))
    .mutation(({ ctx, input }) => ({ offer: counterOffer(ctx.deps, ctx.viewer.user, input.offer_id, input) })),
});

/** Reserved listings and completed deals (issue 30). */
export const dealsRouter = router({
  /** GET /api/deals. */
  list: memberProcedure
    .meta(READ)
    .output(checkedOutput(dealListOutput))
    .query(({ ctx }) => ({ deals: dealsOf(ctx.deps, ctx.viewer.user.id) })),
  /** POST /api/listings/{id}/release: answers the listing, for sale again. */
  release: memberProcedure
    .meta(WRITE)
    .input(byId)
    .output(checkedOutput(listingOutput))
    .mutation(({ ctx, input }) => {
      releaseListing(ctx.deps, ctx.viewer.user, input.listing_id);
      return getListing(ctx.deps, input.listing_id, 'member');
    }),
  /** POST /api/listings/{id}/complete. */
  complete: memberProcedure
    .meta(WRITE)
    .input(byId.extend(completeInput.shape))
    .output(checkedOutput(dealAnswerOutput))
    .mutation(({ ctx, input }) => completeListing(ctx.deps, ctx.viewer.user, input.listing_id, input)),
});
