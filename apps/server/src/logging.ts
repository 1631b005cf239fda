import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { ServerConfig } from './config';
import { CENSOR, type SecretMask } from './secrets';

/** Whether log lines are for a person at a terminal rather than for a file or a log collector. */
export function prettyLogs(format: ServerConfig['logFormat'], stdoutIsTty: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && stdoutIsTty);
}

/** A JSON string literal and, when it is a key, its colon. */
const JSON_STRING = /("(?:[^"\\]|\\.)*")(:?)/g;

/** Keys whose values are secrets whatever they look like, at any depth (compared lower-cased). */
const SECRET_KEYS = new Set(['authorization', 'cookie', 'set-cookie', 'password', 'newpassword', 'token']);

/**
 * One finished log line (pino's JSON) with every string in it masked: the value of a secret key
 * (and each string of an array under one) replaced whole, every other key and value passed
 * through the mask as the text it stands for, so an escaped character cannot hide a secret and
 * masking cannot break an escape.
 */
export function maskLogLine(line: string, mask: SecretMask): string {
  let underSecretKey = false;
  return line.replace(JSON_STRING, (_match, literal: string, colon: string) => {
    const text = literal.includes('\\') ? String(JSON.parse(literal)) : literal.slice(1, -1);
    if (colon) underSecretKey = SECRET_KEYS.has(text.toLowerCase());
    else if (underSecretKey) return JSON.stringify(CENSOR);
    const masked = mask(text);
    return (masked === text ? literal : JSON.stringify(masked)) + colon;
  });
}

export interface LoggerSettings {
  /** Readable coloured lines instead of JSON (`prettyLogs`). */
  pretty?: boolean;
  /** The configured secrets to keep out (`secretMask(config)`); the shapes of tokens are always masked. */
  mask: SecretMask;
  /** Where JSON lines go instead of stdout (tests). */
  destination?: DestinationStream;
}

/**
 * pino as Fastify configures it, minus secrets: every line, whoever wrote it (Fastify's request
 * logs, an `err` with its stack and cause, a child logger's bindings), is masked as a whole as
 * the last step before it is written (pino's `streamWrite` hook), so no serializer or redact
 * path has to foresee where a secret may be. Requests are logged by method, URL and address,
 * never with their headers. Pretty output is formatted in this thread (pino-pretty as a stream,
 * not a worker transport) so the bundled server needs no worker file and a crash cannot lose
 * the last lines.
 */
export function createLogger(level: string, settings: LoggerSettings): Logger {
  const options: LoggerOptions = {
    level,
    hooks: { streamWrite: (line) => maskLogLine(line, settings.mask) },
    serializers: {
      req(request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: request.method, url: request.url, remoteAddress: request.ip ?? request.socket?.remoteAddress };
      },
    },
  };
  if (settings.destination) return pino(options, settings.destination);
  if (!settings.pretty) return pino(options);
  return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }));
}
