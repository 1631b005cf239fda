import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { linksIn, parseMail, type ParsedMail } from './mime';
import { listeningPort } from './net';

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients, lower-cased. */
  recipients: string[];
  /** Every http(s) link of the plain-text part. */
  links: string[];
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Resolves with the first message (already received or arriving) that matches. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Matches messages whose envelope goes to `address`. */
export function to(address: string) {
  return (mail: ReceivedMail) => mail.recipients.includes(address.toLowerCase());
}

export interface SmtpSinkOptions {
  /**
   * Makes the server require AUTH (over plain text, as a relay on loopback may) and decide each
   * login with this; without it, no AUTH is offered or needed.
   */
  onAuth?: SMTPServerOptions['onAuth'];
}

/** A real SMTP server on a random loopback port that keeps what it receives, for tests. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    ...(options.onAuth ? { onAuth: options.onAuth, allowInsecureAuth: true } : { authOptional: true }),
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push({ ...mail, recipients, links: linksIn(mail) });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = listeningPort(server.server.address());
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no matching email within ${timeoutMs} ms (received: ${messages.map((m) => `${m.recipients.join(',')}: ${m.subject}`).join('; ') || 'none'})`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
