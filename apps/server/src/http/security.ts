import type { FastifyInstance } from 'fastify';
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

export function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  const https = config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    // Reset and verification links carry tokens in the query: never send them on as a referrer.
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (https) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
}

/**
 * Contract §0.6: exact origins from CORS_ORIGINS may call /api with the Authorization header;
 * cookies never work cross-origin (no Allow-Credentials). Other origins get no CORS headers.
 */
export function registerCors(app: FastifyInstance, config: ServerConfig) {
  const allowed = new Set(config.corsOrigins);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
  });
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
