import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * Only our own scripts run (no inline script, no eval); inline style attributes are allowed
 * because Radix positions popovers with them. Photos previewed before upload are data:/blob: URLs.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The security headers of every answer (api §0.1, §0.5): pages, API, photos and errors alike. */
export function securityHeaders(config: ServerConfig): Record<string, string> {
  return {
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // Reset and verification links carry tokens in the query: never send them on as a referrer.
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(config.publicUrl.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * The headers every answer carries, whoever makes it: a route, a hook's refusal, Fastify's own
 * 404 and body errors, or Fastify before routing (framework-errors.ts). One function, so the
 * answers made outside any route cannot drift from the others. API §0.6: exact origins
 * from CORS_ORIGINS may call /api with the Authorization header; cookies never work cross-origin
 * (no Allow-Credentials); other origins get no CORS headers.
 */
export type HeaderPolicy = (request: FastifyRequest, reply: FastifyReply) => void;

export function headerPolicy(config: ServerConfig): HeaderPolicy {
  const headers = securityHeaders(config);
  const allowed = new Set(config.corsOrigins);
  return (request, reply) => {
    reply.headers(headers);
    const origin = request.headers.origin;
    if (isApiPath(request.url) && origin && allowed.has(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
  };
}

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api';
}

/** Every answer made inside a route, by its hooks or by its error and not-found handlers, on its way out. */
export function registerHeaderPolicy(app: FastifyInstance, policy: HeaderPolicy) {
  app.addHook('onSend', async (request, reply) => policy(request, reply));
}

/** The preflight of api §0.6; the allowed origin itself is answered by the header policy. */
export function registerCorsPreflight(app: FastifyInstance, config: ServerConfig) {
  const allowed = new Set(config.corsOrigins);
  app.options('/api/*', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      reply.header('Access-Control-Allow-Headers', 'Content-Type, Authorization');
      reply.header('Access-Control-Max-Age', '86400');
    }
    return reply.code(204).send();
  });
}
