import type { UserRow } from '@mpx/db';
import { displayName } from '@mpx/shared';
import type { ApiConfig } from '../config/api-config';
import { renderEmail, type MailMessage } from '../mail';
import type { MessageShape } from './shapes';

/** The New message email of api §0.9: the text, and a link straight to the thread. */
export function newMessageEmail(
  config: ApiConfig,
  sender: Pick<UserRow, 'id' | 'name' | 'nickname'>,
  recipient: Pick<UserRow, 'email' | 'name'>,
  message: MessageShape,
): MailMessage {
  const from = displayName(sender);
  const url = `${config.publicUrl}/messages/${sender.id}${message.listing_id === null ? '' : `?listing=${message.listing_id}`}`;
  return {
    to: recipient.email,
    subject: `New message from ${from}`,
    ...renderEmail({
      greeting: `Hi ${recipient.name},`,
      paragraphs: [`${from} sent you a message on ${config.siteName}:`, message.content],
      action: { label: 'Read and reply', url },
      after: ['You get these emails while you are away from the site. Turn them off under Email notifications in your profile.'],
      signature: `The ${config.siteName} team`,
    }),
  };
}
