import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { MailTransport } from './mailer';

/**
 * Without SMTP, each message becomes an .eml file under DATA_DIR/mail and its subject, links and
 * file are logged, so an operator can still hand out verification and reset links: the log
 * masks their tokens (as every log line does), the file holds them.
 */
export function fileTransport(dir: string, from: string, log: Logger): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    kind: 'file',
    async deliver(message) {
      const info = await builder.sendMail({ from, ...message });
      mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.eml`;
      const file = join(dir, name);
      // `buffer: true` makes the stream transport hand back the whole message as a Buffer.
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer returned a stream instead of a buffered message');
      writeFileSync(file, info.message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, subject: message.subject, links, file }, 'email written to the outbox (no SMTP_URL set)');
    },
  };
}
