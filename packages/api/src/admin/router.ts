import { router } from '../trpc';

/** Contract §8 and §9, and the audit log: every procedure here is admin-only. */
export const adminRouter = router({});
