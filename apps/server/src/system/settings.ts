import ms from 'ms';
import type { ServerConfig } from '../config';

/** SMTP_URL as shown to admins: scheme, host and port, never the user, password or query options. */
export function smtpTarget(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.host}`;
}

export function intervalText(intervalMs: number): string {
  return intervalMs === 0 ? 'off' : ms(intervalMs);
}

/** The configuration in force, by the README's names, as the System tab lists it (no secrets). */
export function settingsInForce(config: ServerConfig): { name: string; value: string }[] {
  const trust = config.trustProxy;
  const rows: [string, string | number][] = [
    ['PORT', config.port],
    ['HOST', config.host],
    ['DATA_DIR', config.dataDir],
    ['PUBLIC_URL', config.publicUrl],
    ['SMTP_URL', config.smtpUrl ? smtpTarget(config.smtpUrl) : '(none: file outbox)'],
    ['MAIL_FROM', config.mailFrom],
    ['SITE_NAME', config.siteName],
    ['SITE_SHORT_NAME', config.shortSiteName],
    ['CONTACT_EMAIL', config.contactEmail],
    ['CORS_ORIGINS', config.corsOrigins.join(', ') || '(none)'],
    ['TRUST_PROXY', Array.isArray(trust) ? trust.join(', ') : String(trust)],
    ['MAX_ACTIVE_LISTINGS', config.maxActiveListings],
    ['LISTING_EXPIRY_DAYS', config.listingExpiryDays === 0 ? 'off' : config.listingExpiryDays],
    ['OFFER_HOURS', config.offerHours],
    ['RATE_LIMIT_AUTH_PER_MIN', config.rateLimits.authPerMin],
    ['RATE_LIMIT_WRITE_PER_MIN', config.rateLimits.writePerMin],
    ['RATE_LIMIT_READ_PER_MIN', config.rateLimits.readPerMin],
    ['LOG_LEVEL', config.logLevel],
    ['LOG_FORMAT', config.logFormat],
    ['BACKUP_DIR', config.backup.dir],
    ['BACKUP_INTERVAL', intervalText(config.backup.intervalMs)],
    ['BACKUP_KEEP', config.backup.keep],
    // Whether it is set, never the token.
    ['METRICS_TOKEN', config.metricsToken ? '(set: /metrics is served)' : '(none: /metrics is off)'],
  ];
  return rows.map(([name, value]) => ({ name, value: String(value) }));
}
