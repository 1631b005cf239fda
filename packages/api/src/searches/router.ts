import {
  createSearchInput,
  removeSearchInput,
  renameSearchInput,
  savedSearchListOutput,
  savedSearchOutput,
  savedSearchRemovedOutput,
  setSearchAlertsInput,
} from '@mpx/shared';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, router } from '../trpc';
import { createSearch, listSearches, removeSearch, renameSearch, setSearchAlerts } from './service';

/** The app's own saved searches with alerts (outside the REST contract): a member's, and only theirs. */
export const searchesRouter = router({
  list: memberProcedure
    .meta(READ)
    .output(checkedOutput(savedSearchListOutput))
    .query(({ ctx }) => listSearches(ctx.deps, ctx.viewer.user.id)),
  create: memberProcedure
    .meta(WRITE)
    .input(createSearchInput)
    .output(checkedOutput(savedSearchOutput))
    .mutation(({ ctx, input }) => createSearch(ctx.deps, ctx.viewer.user.id, input)),
  rename: memberProcedure
    .meta(WRITE)
    .input(renameSearchInput)
    .output(checkedOutput(savedSearchOutput))
    .mutation(({ ctx, input }) => renameSearch(ctx.deps, ctx.viewer.user.id, input.saved_search_id, input.name)),
  setAlerts: memberProcedure
    .meta(WRITE)
    .input(setSearchAlertsInput)
    .output(checkedOutput(savedSearchOutput))
    .mutation(({ ctx, input }) => setSearchAlerts(ctx.deps, ctx.viewer.user.id, input.saved_search_id, input.alerts)),
  remove: memberProcedure
    .meta(WRITE)
    .input(removeSearchInput)
    .output(checkedOutput(savedSearchRemovedOutput))
    .mutation(({ ctx, input }) => removeSearch(ctx.deps, ctx.viewer.user.id, input.saved_search_id)),
});
