import { notificationListOutput, notificationOutput, updatedCountOutput } from '@mpx/shared';
import { z } from 'zod';
import { READ, WRITE } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { memberProcedure, router } from '../trpc';
import { latestNotifications, markAllNotificationsRead, markNotificationRead, unreadNotificationCount } from './service';

/** The app's own notification menu (api §10: outside the REST contract). */
export const notificationsRouter = router({
  latest: memberProcedure
    .meta(READ)
    .output(checkedOutput(notificationListOutput))
    .query(({ ctx }) => ({
      notifications: latestNotifications(ctx.deps, ctx.viewer.user.id),
      unread: unreadNotificationCount(ctx.deps, ctx.viewer.user.id),
    })),
  markRead: memberProcedure
    .meta(WRITE)
    .input(z.object({ id: z.number().int() }))
    .output(checkedOutput(notificationOutput))
    .mutation(({ ctx, input }) => markNotificationRead(ctx.deps, ctx.viewer.user.id, input.id)),
  markAllRead: memberProcedure
    .meta(WRITE)
    .output(checkedOutput(updatedCountOutput))
    .mutation(({ ctx }) => markAllNotificationsRead(ctx.deps, ctx.viewer.user.id)),
});
