import { describe, expect, it } from 'vitest';
import { prettyLogs, redactUrl } from './logging';

describe('redactUrl', () => {
  it('masks tokens and passwords in logged URLs', () => {
    expect(redactUrl('/api/auth/verify-email?token=abc123&x=1')).toBe('/api/auth/verify-email?token=[redacted]&x=1');
    expect(redactUrl('/reset-password?a=1&token=zz')).toBe('/reset-password?a=1&token=[redacted]');
    expect(redactUrl('/api/listings?brand=Bach')).toBe('/api/listings?brand=Bach');
  });
});

describe('prettyLogs', () => {
  it('formats for people at a terminal and as JSON lines for files and collectors, unless told', () => {
    expect(prettyLogs('auto', true)).toBe(true);
    expect(prettyLogs('auto', false)).toBe(false);
    expect(prettyLogs('pretty', false)).toBe(true);
    expect(prettyLogs('json', true)).toBe(false);
  });
});
