import pino, { type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { ServerConfig } from './config';

/** Query values that must never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|password|newPassword)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Whether log lines are for a person at a terminal rather than for a file or a log collector. */
export function prettyLogs(format: ServerConfig['logFormat'], stdoutIsTty: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && stdoutIsTty);
}

/**
 * pino as Fastify configures it, minus secrets: no Authorization or Cookie header, no
 * Set-Cookie, and tokens in verification/reset URLs masked. Pretty output is formatted in this
 * thread (pino-pretty as a stream, not a worker transport) so the bundled server needs no
 * worker file and a crash cannot lose the last lines.
 */
export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  const settings: LoggerOptions = {
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
  };
  if (!options.pretty) return pino(settings);
  return pino(settings, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }));
}
