import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_DATA_DIR } from './paths';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      dataDir: DEFAULT_DATA_DIR,
      publicUrl: 'http://localhost:4000',
      smtpUrl: null,
      siteName: 'Australian Brass Mouthpiece Exchange',
      shortSiteName: 'Mouthpiece Exchange',
      corsOrigins: [],
      trustProxy: false,
      maxActiveListings: 20,
      listingExpiryDays: 60,
      offerHours: 48,
      rateLimits: { authPerMin: 10, writePerMin: 100, readPerMin: 600 },
    });
  });

  it('follows PORT in the default public URL and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://x.example.org/' }).publicUrl).toBe('https://x.example.org');
  });

  it('resolves a relative DATA_DIR against the folder npm was run from', () => {
    expect(loadConfig({ DATA_DIR: 'store', INIT_CWD: '/srv/app' }).dataDir).toBe('/srv/app/store');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: PORT must be a whole number'],
    [{ PORT: '70000' }, 'PORT: PORT must be between 1 and 65535'],
    [{ PUBLIC_URL: 'localhost:4000' }, 'PUBLIC_URL: PUBLIC_URL must be a URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: SMTP_URL must be a URL starting with smtp:// or smtps://'],
    [{ CORS_ORIGINS: 'https://a.example/path' }, 'CORS_ORIGINS'],
    [{ RATE_LIMIT_AUTH_PER_MIN: '-1' }, 'RATE_LIMIT_AUTH_PER_MIN'],
    [{ MAX_ACTIVE_LISTINGS: '0' }, 'MAX_ACTIVE_LISTINGS: MAX_ACTIVE_LISTINGS must be between 1 and 100000'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ LISTING_EXPIRY_DAYS: '-1' }, 'LISTING_EXPIRY_DAYS: LISTING_EXPIRY_DAYS must be a whole number'],
    [{ LISTING_EXPIRY_DAYS: '3651' }, 'LISTING_EXPIRY_DAYS: LISTING_EXPIRY_DAYS must be between 0 and 3650'],
    [{ CONTACT_EMAIL: 'not-an-email' }, 'CONTACT_EMAIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ BACKUP_INTERVAL: 'daily' }, 'BACKUP_INTERVAL: BACKUP_INTERVAL must be 0 (off) or a duration'],
    [{ BACKUP_INTERVAL: '500ms' }, 'BACKUP_INTERVAL'],
    [{ BACKUP_INTERVAL: '30' }, 'BACKUP_INTERVAL'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP: BACKUP_KEEP must be between 1 and 10000'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: METRICS_TOKEN must be at least 16 characters'],
    [{ METRICS_TOKEN: 'sixteen or more but spaced' }, 'METRICS_TOKEN: METRICS_TOKEN must be printable ASCII without spaces'],
  ])('refuses %j naming the setting', (env, fragment) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(fragment);
  });

  it('parses CORS origins, proxy trust and limits', () => {
    const config = loadConfig({ CORS_ORIGINS: 'https://a.example, http://localhost:5173', TRUST_PROXY: '1', RATE_LIMIT_READ_PER_MIN: '0' });
    expect(config.corsOrigins).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(config.trustProxy).toBe(1);
    expect(config.rateLimits.readPerMin).toBe(0);
  });

  it('expires listings after 60 days by default; 0 turns expiry off', () => {
    expect(loadConfig({ LISTING_EXPIRY_DAYS: '90' }).listingExpiryDays).toBe(90);
    expect(loadConfig({ LISTING_EXPIRY_DAYS: '0' }).listingExpiryDays).toBe(0);
  });

  it('backs up DATA_DIR/backups daily keeping 7 by default; reads durations, 0 turns it off', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).backup).toEqual({ dir: '/srv/data/backups', intervalMs: 24 * 3600_000, keep: 7 });
    expect(loadConfig({ BACKUP_DIR: 'b', INIT_CWD: '/srv', BACKUP_INTERVAL: '30m', BACKUP_KEEP: '2' }).backup).toEqual({
      dir: '/srv/b',
      intervalMs: 30 * 60_000,
      keep: 2,
    });
    expect(loadConfig({ BACKUP_INTERVAL: '10s' }).backup.intervalMs).toBe(10_000);
    expect(loadConfig({ BACKUP_INTERVAL: '0' }).backup.intervalMs).toBe(0);
  });

  it('leaves /metrics off without METRICS_TOKEN and keeps the token it is given', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: 'a1b2c3d4e5f6a7b8c9d0' }).metricsToken).toBe('a1b2c3d4e5f6a7b8c9d0');
  });
});
