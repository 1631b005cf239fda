import { chargeCall, procedurePolicy, RATE_LIMITED_MESSAGE, type Deps } from '@mpx/api';
import { MAX_BATCH_CALLS } from '@mpx/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';
import { proceduresOf } from './procedures';

/**
 * API §0.8, read from each procedure's declared policy: every call of a request counts in
 * its group (a tRPC batch of thirty updates is thirty writes), before the body is read (429 comes
 * before 413 in the order of checks). Calls over the WebSocket are charged by the tRPC
 * middleware with the same buckets.
 */
export function registerTransportPolicy(app: FastifyInstance, deps: Deps) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const procedures = proceduresOf(request);
    if (procedures.length > MAX_BATCH_CALLS) throw new HttpError(400, `A batch may hold at most ${MAX_BATCH_CALLS} calls.`);
    const caller = { ip: request.ip, userId: request.auth.viewer?.user.id ?? null };
    for (const procedure of procedures) {
      // An unknown path is tRPC's 404 to give; it still costs a read.
      const retryAfter = chargeCall(deps.rateLimiter, procedurePolicy(procedure)?.rate ?? 'read', procedure, caller);
      if (retryAfter > 0) {
        reply.header('Retry-After', String(retryAfter));
        throw new HttpError(429, RATE_LIMITED_MESSAGE);
      }
    }
  });
}
