import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorCode } from '../../lib/trpcError';
import { closeRealtimeSocket, reconnectDelayMs, useTRPC, useTRPCClient } from '../../trpc';
import { useSnackbar } from '../../ui/useSnackbar';
import { viewerQueryOptions } from '../../entities/user/viewer';
import { applyLiveEvent, refreshAfterStart } from './applyEvent';
import { unwrapEvent, type EventPayload } from '../messages/events';

/**
 * The tab's one subscription to `events.onEvent` (api §10) for the signed-in member.
 *
 * The socket (see trpc.ts) reconnects by itself with backoff and resumes after the last
 * notification it saw. If the server ends the subscription instead (a session that ended, a rate
 * limit), it is started again here with the same backoff, on a new socket: a socket is
 * authenticated once, by the cookie of its upgrade, so one opened for an earlier session is of
 * no use. An UNAUTHORIZED answer also makes the app check the session again; if it is gone, the
 * member is signed out and this hook unmounts.
 */
export function useLiveEvents(viewerId: number): void {
  const client = useTRPCClient();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();

  useEffect(() => {
    let stopped = false;
    let subscription: { unsubscribe: () => void } | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let lastEventId: string | null = null;
    const context = { queryClient, trpc, viewerId, announce: (text: string) => snackbar.show(text) };

    const retry = () => {
      subscription = null;
      if (stopped) return;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void start(), reconnectDelayMs(failures));
      failures += 1;
    };

    const start = async () => {
      await closeRealtimeSocket(client);
      if (stopped) return;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        retry();
      };
      subscription = client.events.onEvent.subscribe(lastEventId === null ? undefined : { lastEventId }, {
        onStarted: () => refreshAfterStart(queryClient, trpc),
        onData: (payload: EventPayload) => {
          failures = 0;
          if ('id' in payload) lastEventId = payload.id;
          applyLiveEvent(unwrapEvent(payload), context);
        },
        onError: (error) => {
          if (errorCode(error) === 'UNAUTHORIZED') void queryClient.invalidateQueries(viewerQueryOptions(trpc));
          end();
        },
        onStopped: end,
        onComplete: end,
      });
    };

    void start();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      subscription?.unsubscribe();
    };
  }, [client, trpc, queryClient, snackbar, viewerId]);
}
