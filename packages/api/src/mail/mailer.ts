import type { Logger } from '../logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where messages go: an SMTP server, or files on disk when the operator has none. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  deliver(message: MailMessage): Promise<void>;
  close?(): void;
}

export interface Mailer {
  /** Sends now and rejects when the transport refuses (admin resend reports that failure). */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends after the caller's transaction without making it wait: a mail failure never fails the
   * request that caused it (api §0.9), and response times do not depend on the mail server.
   */
  sendLater(message: MailMessage, label: string): void;
  /** Resolves when every `sendLater` still in flight has finished (shutdown, tests). */
  flush(): Promise<void>;
  close(): void;
}

export function createMailer(transport: MailTransport, log: Logger): Mailer {
  const inFlight = new Set<Promise<void>>();
  return {
    send: (message) => transport.deliver(message),
    sendLater(message, label) {
      const job = transport
        .deliver(message)
        // Logged without the recipient's links: they carry single-use tokens.
        .catch((err: unknown) => log.error({ mail: label, err: errorText(err) }, 'email could not be sent'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async flush() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    close: () => transport.close?.(),
  };
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
