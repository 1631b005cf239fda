import { forYouOutput } from '@mpx/shared';
import { READ } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, router } from '../trpc';
import { forYou } from './for-you';

/** Listings chosen for a member from their setup (api §26): their own answer, for members only. */
export const fitRouter = router({
  /** GET /api/for-you. */
  forYou: memberProcedure
    .meta(READ)
    .output(checkedOutput(forYouOutput))
    .query(({ ctx }) => forYou(ctx.deps, ctx.viewer.user)),
});
