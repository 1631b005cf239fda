import { appRouter, SUBSCRIPTION_PATHS, type Deps } from '@mpx/api';
import { callTRPCProcedure, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpContext } from './context';
import { proceduresOf } from './procedures';
import { trpcErrorBody } from './trpc-errors';

const SUBSCRIPTION_OVER_HTTP = 'Subscriptions are only available over the WebSocket.';

/**
 * Real time is a subscription over the WebSocket (api §10). Over HTTP, tRPC's adapter would
 * answer a subscription with a 200 server-sent-event stream, even to a guest (the 401 only
 * inside the stream) and even to a POST: a request naming one is refused here instead, whole
 * batch included, with a status of its own in tRPC's error envelope. It comes after the body
 * checks (preHandler), in the contract's order of checks.
 */
export function refuseSubscriptionsOverHttp(scope: FastifyInstance, deps: Deps) {
  scope.addHook('preHandler', async (request, reply) => {
    const path = proceduresOf(request).find((p) => SUBSCRIPTION_PATHS.has(p));
    if (path === undefined) return;
    const { status, key, message } = await refusal(deps, request, reply, path);
    return reply.code(status).send(trpcErrorBody(request, status, message, key));
  });
}

/**
 * The subscription's own checks (its middleware) decide first, exactly as on the socket: a guest
 * gets their 401, a dead session cookie is cleared. Whoever passes them is sent to the WebSocket
 * (405). The procedure's result is never iterated, so the generator's body, where it would start
 * listening, never runs; the aborted signal tells any other kind of resolver to stop.
 */
async function refusal(deps: Deps, request: FastifyRequest, reply: FastifyReply, path: string) {
  try {
    await callTRPCProcedure({
      router: appRouter,
      path,
      type: 'subscription',
      ctx: httpContext(deps, request, reply),
      getRawInput: async () => undefined,
      signal: AbortSignal.abort(),
      batchIndex: 0,
    });
  } catch (err) {
    // Anything unexpected goes to the scope's error handler: a logged 500 that says nothing of it.
    if (!(err instanceof TRPCError) || getHTTPStatusCodeFromError(err) >= 500) throw err;
    return { status: getHTTPStatusCodeFromError(err), key: err.code, message: err.message };
  }
  return { status: 405, key: 'METHOD_NOT_SUPPORTED' as const, message: SUBSCRIPTION_OVER_HTTP };
}
