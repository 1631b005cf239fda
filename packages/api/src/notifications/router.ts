import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { memberProcedure, router } from '../trpc';
import { latestNotifications, markAllNotificationsRead, markNotificationRead, unreadNotificationCount } from './service';

/** The app's own notification menu (§10: outside the REST contract). */
export const notificationsRouter = router({
  latest: memberProcedure.meta(READ).query(({ ctx }) => ({
    notifications: latestNotifications(ctx.deps, ctx.viewer.user.id),
    unread: unreadNotificationCount(ctx.deps, ctx.viewer.user.id),
  })),
  markRead: memberProcedure
    .meta(WRITE)
    .input(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => markNotificationRead(ctx.deps, ctx.viewer.user.id, input.id)),
  markAllRead: memberProcedure.meta(WRITE).mutation(({ ctx }) => markAllNotificationsRead(ctx.deps, ctx.viewer.user.id)),
});
