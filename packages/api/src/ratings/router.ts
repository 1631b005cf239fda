import { router } from '../trpc';

/** Contract §3: ratings of members by members. */
export const ratingsRouter = router({});
