import type { IncomingHttpHeaders } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { validateSessionToken, type CredentialSource, type Deps, type Viewer } from '@mpx/api';

export const SESSION_COOKIE = 'session';

export interface Credential {
  token: string;
  source: CredentialSource;
}

/**
 * The presented token: `Authorization: Bearer <token>` wins over the cookie; any other
 * Authorization scheme is not ours and is ignored (api §0.2).
 */
export function readCredential(headers: IncomingHttpHeaders, cookies?: Record<string, string | undefined>): Credential | null {
  const auth = headers.authorization;
  if (auth?.startsWith('Bearer ')) return { token: auth.slice('Bearer '.length).trim(), source: 'header' };
  const cookie = (cookies ?? fastifyCookie.parse(headers.cookie ?? ''))[SESSION_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

export interface ResolvedAuth {
  credential: Credential | null;
  viewer: Viewer | null;
  /** The session was extended: a cookie session gets its cookie sent again. */
  renewed: boolean;
}

export function resolveAuth(deps: Deps, credential: Credential | null): ResolvedAuth {
  if (!credential) return { credential, viewer: null, renewed: false };
  const { viewer, renewed } = validateSessionToken(deps, credential.token);
  return { credential, viewer, renewed };
}
