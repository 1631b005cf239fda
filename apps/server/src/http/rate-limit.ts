import { AUTH_RATE_LIMITED, type Deps } from '@mpx/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { SlidingWindowLimiter } from '../rate-limit/sliding-window';
import { HttpError } from './http-error';
import { proceduresOf } from './procedures';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Bucket {
  key: string;
  limit: number;
}

/** Contract §0.8: auth per endpoint per IP; writes per member (else IP); other reads per IP. */
function bucketsOf(request: FastifyRequest, limits: ServerConfig['rateLimits']): Bucket[] {
  const procedures = proceduresOf(request);
  if (procedures.length === 0 || request.method === 'OPTIONS') return [];
  const auth = procedures.filter((p) => AUTH_RATE_LIMITED.has(p));
  if (auth.length > 0) return auth.map((p) => ({ key: `auth:${p}:${request.ip}`, limit: limits.authPerMin }));
  if (WRITE_METHODS.has(request.method)) {
    const who = request.auth.viewer ? `user:${request.auth.viewer.user.id}` : `ip:${request.ip}`;
    return [{ key: `write:${who}`, limit: limits.writePerMin }];
  }
  return [{ key: `read:${request.ip}`, limit: limits.readPerMin }];
}

export function registerRateLimits(app: FastifyInstance, deps: Deps, limits: ServerConfig['rateLimits']) {
  const limiter = new SlidingWindowLimiter(60_000, deps.now);
  app.addHook('onClose', async () => limiter.close());
  app.addHook('onRequest', async (request, reply) => {
    for (const bucket of bucketsOf(request, limits)) {
      if (bucket.limit === 0) continue; // 0 turns a group's limit off
      const retryAfter = limiter.hit(bucket.key, bucket.limit);
      if (retryAfter > 0) {
        reply.header('Retry-After', String(retryAfter));
        throw new HttpError(429, 'Too many requests. Please try again later.');
      }
    }
  });
}
