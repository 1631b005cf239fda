import { stringField } from '@mpx/shared';
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The procedure a REST route calls (rate-limit bucket, body limit). */
    procedure?: string;
  }
}

/**
 * The procedures a request is about to call: one for a REST route, one or more for a
 * (possibly batched) tRPC request, none for anything else (pages, photos, health).
 */
export function proceduresOf(request: FastifyRequest): string[] {
  const rest = request.routeOptions.config.procedure;
  if (rest) return [rest];
  if (request.routeOptions.url === '/trpc/:path') {
    const path = stringField(request.params, 'path') ?? '';
    return path.split(',').filter(Boolean);
  }
  return [];
}
