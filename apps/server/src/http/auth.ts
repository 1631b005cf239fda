import { SESSION_SECONDS, type Deps } from '@mpx/api';
import type { FastifyInstance } from 'fastify';
import { cookieOptions } from './context';
import { readCredential, resolveAuth, SESSION_COOKIE } from './credentials';
import { proceduresOf } from './procedures';

/**
 * Resolves the caller of every API request once, before rate limiting (writes are counted per
 * member), and sends a renewed session's cookie again with a fresh Max-Age.
 */
export function registerAuth(app: FastifyInstance, deps: Deps) {
  // Declared null (Fastify's typed overload for a value every request sets in its onRequest hook).
  app.decorateRequest('auth', null, []);
  app.addHook('onRequest', async (request, reply) => {
    if (proceduresOf(request).length === 0) {
      request.auth = { credential: null, viewer: null, renewed: false };
      return;
    }
    request.auth = resolveAuth(deps, readCredential(request.headers, request.cookies));
    const { credential, renewed } = request.auth;
    if (renewed && credential?.source === 'cookie') {
      reply.setCookie(SESSION_COOKIE, credential.token, cookieOptions(deps, SESSION_SECONDS));
    }
  });
}
