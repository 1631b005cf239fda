import type { UserRow } from '@mpx/db';
import type { ApiConfig } from '../config/api-config';
import { renderEmail, type MailMessage } from '../mail';

type Recipient = Pick<UserRow, 'email' | 'name'>;

export function verificationEmail(config: ApiConfig, user: Recipient, token: string, byAdmin = false): MailMessage {
  const url = `${config.publicUrl}/verify-email?token=${token}`;
  return {
    to: user.email,
    subject: `Verify your email for ${config.siteName}`,
    ...renderEmail({
      greeting: `Hi ${user.name},`,
      paragraphs: [
        byAdmin
          ? `An administrator of ${config.siteName} requested a new verification link for your account.`
          : `Thanks for joining ${config.siteName}. Please confirm your email address to activate your account.`,
      ],
      action: { label: 'Verify my email', url },
      after: ['This link is valid for 24 hours. If you did not create an account, you can ignore this email.'],
      signature: `The ${config.siteName} team`,
    }),
  };
}

export function passwordResetEmail(config: ApiConfig, user: Recipient, token: string): MailMessage {
  const url = `${config.publicUrl}/reset-password?token=${token}`;
  return {
    to: user.email,
    subject: `Reset your ${config.siteName} password`,
    ...renderEmail({
      greeting: `Hi ${user.name},`,
      paragraphs: ['Someone asked to reset the password of your account. Choose a new password with the link below.'],
      action: { label: 'Reset my password', url },
      after: ['This link is valid for 1 hour and works once. If you did not ask for it, ignore this email: your password stays as it is.'],
      signature: `The ${config.siteName} team`,
    }),
  };
}
