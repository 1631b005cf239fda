import { keptKind, type MailTransport } from '@mpx/api';
import type { SecretMask } from '../secrets';

/**
 * The last delivery and the last failure of this process's mail transport, for the System tab,
 * and how many of each since start, for /metrics.
 */
export class MailLog {
  lastSentAt: number | null = null;
  lastError: { at: number; message: string } | null = null;
  sent = 0;
  failed = 0;
}

export const MAIL_LOG = keptKind('mail: the last delivery and failure and the counts, set by the recorded transport', () => new MailLog());

/**
 * The transport, noting each outcome. A failure's text can quote the server's answer but never
 * a secret (the SMTP credentials, a token in a link): it is masked as log lines are before it
 * is kept.
 */
export function recordedTransport(transport: MailTransport, log: MailLog, mask: SecretMask): MailTransport {
  return {
    kind: transport.kind,
    async deliver(message) {
      try {
        await transport.deliver(message);
        log.lastSentAt = Date.now();
        log.sent++;
      } catch (err) {
        log.lastError = { at: Date.now(), message: mask(err instanceof Error ? err.message : String(err)) };
        log.failed++;
        throw err;
      }
    },
    ...(transport.close ? { close: () => transport.close?.() } : {}),
  };
}
