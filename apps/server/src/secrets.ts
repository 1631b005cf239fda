import type { ServerConfig } from './config';

/** What a secret is replaced with, in log lines and in the texts the System tab shows. */
export const CENSOR = '[redacted]';

/** A text with every secret in it replaced by `CENSOR`. */
export type SecretMask = (text: string) => string;

/**
 * Secrets recognised by their shape, wherever they are in a text: an error message, a stack, a
 * URL, a header quoted in prose.
 */
const SHAPES: [RegExp, string][] = [
  // A URL's user and password (`smtps://user:pass@host`); up to the last @ before the path, as a
  // password may hold an unencoded @.
  [/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#]+@/gi, `$1${CENSOR}@`],
  // Query parameters that carry one (verification and reset links, a password in a query).
  [/([?&](?:token|password|newPassword)=)[^&#\s]*/gi, `$1${CENSOR}`],
  // An Authorization header's credentials.
  [/\b(Bearer|Basic)\s+[^\s,;"']+/gi, `$1 ${CENSOR}`],
  // Session, verification and reset tokens (core/tokens.ts: 20 random bytes as lower-case
  // base32, 32 characters), however they are framed: in a cookie, a path, URL-encoded JSON.
  [/[a-z2-7]{32,}/g, CENSOR],
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The SMTP_URL's credentials, in each form a relay or a library may quote them: as typed in
 * the URL (percent-encoded), decoded, and as AUTH PLAIN and LOGIN send them (base64).
 */
function smtpCredentials(url: string | null): { passwords: string[]; users: string[] } {
  if (!url) return { passwords: [], users: [] };
  const { username, password } = new URL(url);
  const user = decodeURIComponent(username);
  const pass = decodeURIComponent(password);
  const base64 = (text: string) => Buffer.from(text).toString('base64');
  return {
    passwords: pass ? [password, pass, base64(pass), base64(`\0${user}\0${pass}`)] : [],
    users: user ? [username, user, base64(user)] : [],
  };
}

/**
 * The one redaction of the server: what a log line (logging.ts) and the System tab's mail error
 * (system/mail-log.ts) must never show. The configured secrets are masked wherever they occur,
 * the SMTP user only as a whole word (it may be an ordinary one, such as "mail"); then the
 * secrets known by their shape.
 */
export function secretMask(config: Pick<ServerConfig, 'smtpUrl'>): SecretMask {
  const { passwords, users } = smtpCredentials(config.smtpUrl);
  // Longest first, so a form that contains another is masked whole.
  const byLength = (list: string[]) => [...new Set(list)].sort((a, b) => b.length - a.length);
  const secrets: [RegExp, string][] = [];
  if (passwords.length > 0) secrets.push([new RegExp(byLength(passwords).map(escapeRegExp).join('|'), 'g'), CENSOR]);
  if (users.length > 0) secrets.push([new RegExp(`(?<![\\p{L}\\p{N}])(?:${byLength(users).map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`, 'gu'), CENSOR]);
  const rules = [...secrets, ...SHAPES];
  // One test of every rule at once first: most texts (a log line's keys, numbers, messages)
  // hold no secret, and are then passed over without a replace per rule. Ignoring case, it may
  // answer yes where a rule will not replace (an upper-case run), never the other way.
  const any = new RegExp(rules.map(([pattern]) => `(?:${pattern.source})`).join('|'), 'iu');
  return (text) => (any.test(text) ? rules.reduce((masked, [pattern, replacement]) => masked.replace(pattern, replacement), text) : text);
}
