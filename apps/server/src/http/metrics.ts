import { createHash, timingSafeEqual } from 'node:crypto';
import { chargeCall, RATE_LIMITED_MESSAGE, type Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { appMetrics } from '../metrics/registry';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `Authorization: Bearer <token>` naming the token. Both sides are hashed first, so the
 * comparison takes the same time whatever is sent, its length included.
 */
function presentsToken(header: string | undefined, expected: Buffer): boolean {
  const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
  return token !== undefined && timingSafeEqual(digest(token), expected);
}

/**
 * `GET /metrics` in Prometheus's text format, served only when METRICS_TOKEN is set (otherwise
 * the path is as unknown as any other, and nothing is counted). The scraper sends the token as a
 * bearer token, no cookie. A right token is never rate limited, so a scrape always gets through;
 * each request without it counts against the caller's IP as a login attempt does
 * (RATE_LIMIT_AUTH_PER_MIN), so the token cannot be guessed at speed.
 */
export function registerMetrics(app: FastifyInstance, deps: Deps, config: ServerConfig) {
  if (!config.metricsToken) return;
  const expected = digest(config.metricsToken);
  const registry = appMetrics(app, deps, config);
  app.get('/metrics', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!presentsToken(request.headers.authorization, expected)) {
      const retryAfter = chargeCall(deps.rateLimiter, 'auth', 'metrics', { ip: request.ip, userId: null });
      if (retryAfter > 0) return reply.code(429).header('Retry-After', String(retryAfter)).send({ error: RATE_LIMITED_MESSAGE });
      return reply.code(401).header('WWW-Authenticate', 'Bearer realm="metrics"').send({ error: 'The metrics token is missing or wrong.' });
    }
    const text = await registry.metrics();
    return reply.type(registry.contentType).send(text);
  });
}
