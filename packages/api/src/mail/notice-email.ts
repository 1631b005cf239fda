import type { UserRow } from '@mpx/db';
import type { ApiConfig } from '../config/api-config';
import type { MailMessage } from './mailer';
import { renderEmail } from './render';

/**
 * Whether a member gets notices by email as well (loan updates, listing expiry): email
 * notifications on, and an account that can still sign in to act on them.
 */
export function wantsNoticeEmails(user: Pick<UserRow, 'emailNotifications' | 'status'>): boolean {
  return user.emailNotifications && user.status === 'active';
}

/**
 * One notice by email (api §0.9): its text, a button to the page where the member deals with it
 * (a path under PUBLIC_URL), and how to turn these emails off.
 */
export function noticeEmail(
  config: ApiConfig,
  recipient: Pick<UserRow, 'email' | 'name'>,
  notice: { subject: string; text: string; action: { label: string; path: string } },
): MailMessage {
  return {
    to: recipient.email,
    subject: notice.subject,
    ...renderEmail({
      greeting: `Hi ${recipient.name},`,
      paragraphs: [notice.text],
      action: { label: notice.action.label, url: `${config.publicUrl}${notice.action.path}` },
      after: ['You can turn these emails off under Email notifications in your profile.'],
      signature: `The ${config.siteName} team`,
    }),
  };
}
