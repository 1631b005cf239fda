import { tracked } from '@trpc/server';
import { z } from 'zod';
import type { Context } from '../context';
import { validateSessionToken } from '../core/sessions';
import { unauthorized } from '../errors';
import { READ } from '../policy/meta';
import { memberProcedure, router } from '../trpc';
import { notificationsAfter } from './service';

/** What tRPC's links send back on reconnect: the id of the last tracked event the client saw. */
const onEventInput = z.object({ lastEventId: z.string().regex(/^\d+$/).nullish() }).optional();

/**
 * A session can end while its socket stays open (logout, password reset, account removed):
 * every event is checked against the session as it stands now, and the first one after the end
 * closes the subscription instead of going out.
 */
function sessionStillValid(ctx: Context): boolean {
  const token = ctx.req.credential?.token;
  return token !== undefined && validateSessionToken(ctx.deps, token).viewer !== null;
}

export const eventsRouter = router({
  /**
   * One per tab (api §10): `new_message` and `notification` events of the caller. Notifications are
   * tracked by id; a reconnect with `lastEventId` first replays the stored ones after it.
   */
  onEvent: memberProcedure
    .meta(READ)
    .input(onEventInput)
    .subscription(async function* ({ ctx, input, signal }) {
      const userId = ctx.viewer.user.id;
      // Listen before reading the backlog, so nothing committed in between is lost; what
      // arrives twice (stored and live) is skipped by id.
      const live = ctx.deps.events.subscribe(userId, signal);
      try {
        let lastSeen = input?.lastEventId ? Number(input.lastEventId) : 0;
        if (input?.lastEventId) {
          for (const event of notificationsAfter(ctx.deps, userId, lastSeen)) {
            yield tracked(String(event.id), event);
            lastSeen = event.id;
          }
        }
        for await (const event of live) {
          if (!sessionStillValid(ctx)) throw unauthorized('Invalid or expired token.');
          if (event.type === 'new_message') {
            yield event;
          } else if (event.id > lastSeen) {
            lastSeen = event.id;
            yield tracked(String(event.id), event);
          }
        }
      } finally {
        // However the subscription ends (unsubscribed during the backlog, a throw, the socket closing).
        live.close();
      }
    }),
});
