import type { MailMessage } from '../mail/mailer';

/** What a write may schedule for after its commit. Nothing scheduled runs if it rolls back. */
export interface WriteScope {
  /**
   * Runs `task` once the transaction has committed, after the tasks scheduled before it. A
   * failing task is logged, never turned into a failure of the write that already happened.
   */
  afterCommit(task: () => void | Promise<unknown>): void;
  /** Sends an email after commit without making the answer wait for the mail server (api §0.9). */
  sendMail(message: MailMessage, label: string): void;
}
