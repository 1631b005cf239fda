import type { Context, Deps } from '@mpx/api';
import { SESSION_SECONDS } from '@mpx/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, type ResolvedAuth } from './credentials';

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved once per request, before rate limiting (writes are counted per member). */
    auth: ResolvedAuth;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A request whose method may change something, and carries a body to do it with. */
export const isWriteRequest = (request: FastifyRequest): boolean => WRITE_METHODS.has(request.method);

export function cookieOptions(deps: Deps, maxAge: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    maxAge,
    secure: deps.config.publicUrl.startsWith('https:'),
  };
}

/** The procedure context of an HTTP request, shared by the REST adapter and tRPC over HTTP. */
export function httpContext(deps: Deps, request: FastifyRequest, reply: FastifyReply): Context {
  const { credential, viewer } = request.auth;
  return {
    deps,
    req: {
      transport: 'http',
      ip: request.ip,
      origin: request.headers.origin,
      isWrite: isWriteRequest(request),
      // The transport policy hook charged every call of this request before its body was read.
      rateCharged: true,
      credential,
      viewer,
    },
    res: {
      setSessionCookie: (token) => void reply.setCookie(SESSION_COOKIE, token, cookieOptions(deps, SESSION_SECONDS)),
      clearSessionCookie: () => void reply.setCookie(SESSION_COOKIE, '', cookieOptions(deps, 0)),
    },
  };
}
