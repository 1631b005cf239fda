import pino, { type Logger } from 'pino';

/** Query values that must never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|password|newPassword)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * pino as Fastify configures it, minus secrets: no Authorization or Cookie header, no
 * Set-Cookie, and tokens in verification/reset URLs masked.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.newPassword', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip ?? request.socket?.remoteAddress };
      },
    },
  });
}
