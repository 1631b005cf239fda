import { READ } from '../policy/meta';
import { publicProcedure, router } from '../trpc';

/** Operator settings the web app displays (site name, contact address). */
export const configRouter = router({
  public: publicProcedure.meta(READ).query(({ ctx }) => {
    const { siteName, shortSiteName, contactEmail } = ctx.deps.config;
    return { siteName, shortSiteName, contactEmail };
  }),
});
