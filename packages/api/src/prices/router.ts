import { priceGuideInput, priceGuideOutput, priceSummaryOutput } from '@mpx/shared';
import { READ } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { publicProcedure, router } from '../trpc';
import { priceGuide, priceSummary } from './service';

/** What decoded sizes actually sold for (api §22): public, as the listings they come from are. */
export const pricesRouter = router({
  /** GET /api/price-guide. */
  guide: publicProcedure
    .meta(READ)
    .input(priceGuideInput)
    .output(checkedOutput(priceGuideOutput))
    .query(({ ctx, input }) => priceGuide(ctx.deps, input)),
  summary: publicProcedure
    .meta(READ)
    .output(checkedOutput(priceSummaryOutput))
    .query(({ ctx }) => priceSummary(ctx.deps)),
});
