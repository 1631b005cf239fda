import { isRecord } from '@mpx/shared';
import { describe, expect, it } from 'vitest';
import { createLogger, maskLogLine, prettyLogs } from './logging';
import { secretMask } from './secrets';

const mask = secretMask({ smtpUrl: 'smtps://mailer:s3cret%22Pass@mail.example.org:465' });
const TOKEN = 'abcdefghijklmnopqrstuvwxyz234567';

/** What a logger writes for `write(log)`, parsed. */
function logged(write: (log: ReturnType<typeof createLogger>) => void): Record<string, unknown>[] {
  const lines: string[] = [];
  write(createLogger('info', { mask, destination: { write: (line: string) => void lines.push(line) } }));
  return lines.map((line): unknown => JSON.parse(line)).filter(isRecord);
}

describe('the masking of log lines', () => {
  it('masks tokens and passwords in logged URLs, and leaves other parameters', () => {
    expect(mask('/api/auth/verify-email?token=abc123&x=1')).toBe('/api/auth/verify-email?token=[redacted]&x=1');
    expect(mask('/reset-password?a=1&token=zz')).toBe('/reset-password?a=1&token=[redacted]');
    expect(mask('/api/listings?brand=Bach')).toBe('/api/listings?brand=Bach');
    expect(mask(`/trpc/auth.verifyEmail?input=${encodeURIComponent(JSON.stringify({ token: TOKEN }))}`)).not.toContain(TOKEN);
  });

  it('masks the configured SMTP credentials, a URL user and password, credentials and tokens in any text', () => {
    expect(mask('535 Authentication failed for :mailer:s3cret"Pass')).toBe('535 Authentication failed for :[redacted]:[redacted]');
    expect(mask('connecting to smtps://mailer:s3cret%22Pass@mail.example.org:465')).toBe('connecting to smtps://[redacted]@mail.example.org:465');
    expect(mask('redis://someone:p@ss@cache:6379/0')).toBe('redis://[redacted]@cache:6379/0');
    expect(mask(`Authorization: Bearer ${TOKEN.toUpperCase()}, Cookie: session=${TOKEN}`)).toBe('Authorization: Bearer [redacted], Cookie: session=[redacted]');
    // The user only as a word of its own: "mailers" and the log's own words stay.
    expect(mask('mailers send email')).toBe('mailers send email');
  });

  it('masks the value of a secret key at any depth, strings inside escapes, and keeps the line JSON', () => {
    const line = `${JSON.stringify({ msg: 'login s3cret"Pass failed', nested: { deep: [{ Password: 'hunter2', headers: { 'set-cookie': ['a=1', 'b=2'] } }] }, token: 5 })}\n`;
    const masked = maskLogLine(line, mask);
    expect(JSON.parse(masked)).toEqual({
      msg: 'login [redacted] failed',
      nested: { deep: [{ Password: '[redacted]', headers: { 'set-cookie': ['[redacted]', '[redacted]'] } }] },
      token: 5,
    });
    expect(maskLogLine('{"a":"\\u00e9t\\u00e9"}\n', mask)).toBe('{"a":"\\u00e9t\\u00e9"}\n');
  });

  it('goes through every line the logger writes: messages, errors with their stack and cause, bindings', () => {
    const cause = new Error(`refused ${TOKEN}`);
    const lines = logged((log) => {
      log.error(new Error('Invalid login: 535 mailer:s3cret"Pass', { cause }));
      log.child({ session: TOKEN }).info({ req: { method: 'GET', url: `/verify-email?token=${TOKEN}` } }, `hello ${TOKEN}`);
    });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('s3cret');
    expect(lines[0]).toMatchObject({
      msg: 'Invalid login: 535 [redacted]:[redacted]',
      err: { message: 'Invalid login: 535 [redacted]:[redacted]: refused [redacted]' },
    });
    expect(lines[1]).toMatchObject({ session: '[redacted]', msg: 'hello [redacted]', req: { url: '/verify-email?token=[redacted]' } });
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
