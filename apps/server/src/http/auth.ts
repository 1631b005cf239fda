import { SESSION_SECONDS, type Deps } from '@mpx/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieOptions } from './context';
import { readCredential, resolveAuth, SESSION_COOKIE, type ResolvedAuth } from './credentials';
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
    request.auth = authenticate(deps, request, reply);
  });
}

/** The request's caller; a renewed cookie session gets its cookie again with the reply. */
export function authenticate(deps: Deps, request: FastifyRequest, reply: FastifyReply): ResolvedAuth {
  const auth = resolveAuth(deps, readCredential(request.headers, request.cookies));
  const { credential, renewed } = auth;
  if (renewed && credential?.source === 'cookie') {
    reply.setCookie(SESSION_COOKIE, credential.token, cookieOptions(deps, SESSION_SECONDS));
  }
  return auth;
}
