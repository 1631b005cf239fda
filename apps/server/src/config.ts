import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_LISTING_EXPIRY_DAYS, DEFAULT_MAX_ACTIVE_LISTINGS, DEFAULT_OFFER_HOURS, DEFAULT_SHORT_SITE_NAME, DEFAULT_SITE_NAME } from '@mpx/shared';
import type { ApiConfig } from '@mpx/api';
import ms from 'ms';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './paths';

export interface ServerConfig extends ApiConfig {
  port: number;
  host: string;
  smtpUrl: string | null;
  corsOrigins: string[];
  trustProxy: boolean | number | string[];
  rateLimits: { authPerMin: number; writePerMin: number; readPerMin: number };
  logLevel: string;
  /** `auto`: readable lines in a terminal, one JSON object per line when piped to a file or collector. */
  logFormat: 'auto' | 'pretty' | 'json';
  /** Scheduled backups (docs/operations.md): where, how often (0 = never), how many are kept. */
  backup: { dir: string; intervalMs: number; keep: number };
  /** The bearer token `/metrics` asks for; null leaves `/metrics` unserved (docs/operations.md). */
  metricsToken: string | null;
}

const int = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`);

const url = (name: string, protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
  );

/** A number with a unit: a bare number would be milliseconds to `ms`, never what an operator means. */
const hasUnit = (v: string): v is ms.StringValue => /^\d+(\.\d+)?\s*[a-z]+$/i.test(v);

/** `0`, or a number and a unit as `ms` reads it (`10s`, `30m`, `24h`, `7d`): at least a second. */
const duration = (name: string) =>
  z.string().transform((raw, ctx) => {
    const v = raw.trim();
    // `ms` answers undefined (NaN below) for a unit it does not know.
    const value = v === '0' ? 0 : hasUnit(v) ? Number(ms(v)) : NaN;
    if (!Number.isFinite(value) || (value !== 0 && value < 1000)) {
      ctx.addIssue({ code: 'custom', message: `${name} must be 0 (off) or a duration of at least a second such as 10s, 30m, 24h or 7d` });
      return z.NEVER;
    }
    return value;
  });

/** Every setting, read from the environment (and an optional .env file), named as in the README. */
const envSchema = z.object({
  PORT: int('PORT', 1, 65535).default(4000),
  HOST: z.string().min(1, 'HOST must not be empty').default('0.0.0.0'),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty').optional(),
  PUBLIC_URL: url('PUBLIC_URL', ['http:', 'https:']).optional(),
  SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3, 'MAIL_FROM must be an email address or "Name <address>"').optional(),
  SITE_NAME: z.string().trim().min(1, 'SITE_NAME must not be empty').max(100, 'SITE_NAME must be 100 characters or less').default(DEFAULT_SITE_NAME),
  SITE_SHORT_NAME: z.string().trim().min(1, 'SITE_SHORT_NAME must not be empty').max(40, 'SITE_SHORT_NAME must be 40 characters or less').optional(),
  CONTACT_EMAIL: z.email('CONTACT_EMAIL must be an email address').optional(),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (const o of origins) {
        if (!URL.canParse(o) || new URL(o).origin !== o)
          ctx.addIssue({ code: 'custom', message: `CORS_ORIGINS entry "${o}" must be an exact origin such as https://example.com` });
      }
      return origins;
    }),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | number | string[] => {
      if (v === 'true' || v === 'false') return v === 'true';
      if (/^\d+$/.test(v)) return Number(v);
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.length === 0 || list.some((s) => !/^[0-9a-fA-F:.]+(\/\d+)?$/.test(s))) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false, a hop count, or a comma-separated list of proxy IP addresses' });
      }
      return list;
    }),
  MAX_ACTIVE_LISTINGS: int('MAX_ACTIVE_LISTINGS', 1, 100_000).default(DEFAULT_MAX_ACTIVE_LISTINGS),
  // Ten years at most: beyond that, 0 (off) says what is meant.
  LISTING_EXPIRY_DAYS: int('LISTING_EXPIRY_DAYS', 0, 3650).default(DEFAULT_LISTING_EXPIRY_DAYS),
  OFFER_HOURS: int('OFFER_HOURS', 1, 24 * 30).default(DEFAULT_OFFER_HOURS),
  RATE_LIMIT_AUTH_PER_MIN: int('RATE_LIMIT_AUTH_PER_MIN', 0, 1_000_000).default(10),
  RATE_LIMIT_WRITE_PER_MIN: int('RATE_LIMIT_WRITE_PER_MIN', 0, 1_000_000).default(100),
  RATE_LIMIT_READ_PER_MIN: int('RATE_LIMIT_READ_PER_MIN', 0, 1_000_000).default(600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  BACKUP_DIR: z.string().min(1, 'BACKUP_DIR must not be empty').optional(),
  BACKUP_INTERVAL: duration('BACKUP_INTERVAL').default(ms('24h')),
  BACKUP_KEEP: int('BACKUP_KEEP', 1, 10_000).default(7),
  // Sent in an HTTP header by the scraper: printable ASCII without spaces, long enough not to be guessed.
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32)')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces')
    .optional(),
});

export class ConfigError extends Error {}

/**
 * Validates the environment once at start. A bad value stops the process with a message that
 * names the setting, instead of failing later in some request.
 */
export function loadConfig(env: Record<string, string | undefined> = readEnv()): ServerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const host = new URL(publicUrl).hostname;
  const dataDir = e.DATA_DIR ? resolveFromInvocationDir(e.DATA_DIR, env) : DEFAULT_DATA_DIR;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    publicUrl,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `"${e.SITE_NAME}" <no-reply@${host.includes('.') ? host : 'localhost.localdomain'}>`,
    siteName: e.SITE_NAME,
    shortSiteName: e.SITE_SHORT_NAME ?? (e.SITE_NAME === DEFAULT_SITE_NAME ? DEFAULT_SHORT_SITE_NAME : e.SITE_NAME),
    contactEmail: e.CONTACT_EMAIL ?? `contact@${host.includes('.') ? host : 'localhost.localdomain'}`,
    corsOrigins: e.CORS_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    maxActiveListings: e.MAX_ACTIVE_LISTINGS,
    listingExpiryDays: e.LISTING_EXPIRY_DAYS,
    offerHours: e.OFFER_HOURS,
    rateLimits: { authPerMin: e.RATE_LIMIT_AUTH_PER_MIN, writePerMin: e.RATE_LIMIT_WRITE_PER_MIN, readPerMin: e.RATE_LIMIT_READ_PER_MIN },
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    backup: {
      dir: e.BACKUP_DIR ? resolveFromInvocationDir(e.BACKUP_DIR, env) : join(dataDir, 'backups'),
      intervalMs: e.BACKUP_INTERVAL,
      keep: e.BACKUP_KEEP,
    },
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

/** The process environment, after an optional .env file at the repository root (real variables win). */
function readEnv(): Record<string, string | undefined> {
  const file = join(REPO_ROOT, '.env');
  if (existsSync(file)) process.loadEnvFile(file);
  return process.env;
}

/**
 * A relative path the operator typed, resolved against the folder they ran npm from: npm runs
 * workspace scripts inside the workspace, but INIT_CWD keeps where the command was typed.
 */
export function resolveFromInvocationDir(path: string, env: Record<string, string | undefined> = process.env): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}
