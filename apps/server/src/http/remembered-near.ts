import { measurablePostcode } from '@mpx/api';
import { NEAR_COOKIE, nearCookiePostcode } from '@mpx/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The postcode a guest last typed as "Near" (its cookie, product §17), if a browse can measure
 * from it. One it cannot (a postcode the table no longer knows, or no postcode at all) would make
 * every browse refused: it is left out of the page and deleted with the page's answer, before the
 * app's script reads the cookie, so the browser draws and asks exactly what the server did.
 */
export function rememberedNearOf(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const cookie = request.cookies[NEAR_COOKIE];
  if (cookie === undefined) return undefined;
  const postcode = nearCookiePostcode(cookie);
  if (postcode !== undefined && measurablePostcode(postcode)) return postcode;
  // The browser wrote it for the whole site (path=/); it is not a secret, so not httpOnly.
  void reply.clearCookie(NEAR_COOKIE, { path: '/' });
  return undefined;
}
