import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

export const BODY_LIMIT = 1024 * 1024;
/** Six 5 MB photos as base64 data URLs, plus the listing's fields. */
export const LARGE_BODY_LIMIT = 48 * 1024 * 1024;

/** Drops `__proto__` keys so no parsed body can reach an object's prototype. */
function reviver(key: string, value: unknown) {
  return key === '__proto__' ? undefined : value;
}

/**
 * The contract's body rules (api §0.1): JSON only; an empty body is `{}` even when labelled JSON
 * (existing clients send that header on every request); any other non-empty body is a 415.
 */
export function registerJsonBody(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text, reviver));
    } catch {
      done(new HttpError(400, 'Invalid JSON body.'), undefined);
    }
  });
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (body.length === 0) return done(null, {});
    done(new HttpError(415, 'Content-Type must be application/json.'), undefined);
  });
}
