import nodemailer from 'nodemailer';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink, to } from './smtp-sink';

describe('SMTP sink', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());

  it('receives a real message and decodes its subject, text and long links', async () => {
    const link = `http://localhost:4000/verify-email?token=${'a'.repeat(120)}`;
    await nodemailer.createTransport(sink.url).sendMail({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 'Héllo — verify',
      text: `Open ${link} now`,
      html: '<p>hi</p>',
    });
    const mail = await sink.waitFor(to('B@example.com'));
    expect(mail.subject).toBe('Héllo — verify');
    expect(mail.links).toEqual([link]);
    expect(mail.recipients).toEqual(['b@example.com']);
    expect(mail.html).toContain('<p>hi</p>');
  });
});
