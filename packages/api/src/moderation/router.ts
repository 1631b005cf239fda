import { router } from '../trpc';
import { reportProcedures } from './report';
import { reviewProcedures } from './review';

/** API §7: members report listings (report.ts), admins review the reports (review.ts). */
export const moderationRouter = router({ ...reportProcedures, ...reviewProcedures });
