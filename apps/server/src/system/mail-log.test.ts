import { describe, expect, it } from 'vitest';
import { secretMask } from '../secrets';
import { MailLog, recordedTransport } from './mail-log';
import { smtpTarget } from './settings';

const message = { to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' };

describe('the recorded mail transport', () => {
  it('notes the last delivery and the last failure, with the SMTP credentials masked, and counts each', async () => {
    const log = new MailLog();
    let fail = false;
    const url = 'smtps://user:p%40ss@mail.example.org:465';
    const transport = recordedTransport(
      {
        kind: 'smtp',
        deliver: () => (fail ? Promise.reject(new Error('Invalid login for user with p@ss')) : Promise.resolve()),
      },
      log,
      secretMask({ smtpUrl: url }),
    );
    await transport.deliver(message);
    expect(log.lastSentAt).not.toBeNull();
    fail = true;
    await expect(transport.deliver(message)).rejects.toThrow('p@ss');
    expect([log.sent, log.failed]).toEqual([1, 1]);
    expect(log.lastError?.message).toBe('Invalid login for [redacted] with [redacted]');
    expect(smtpTarget(url)).toBe('smtps://mail.example.org:465');
  });
});
