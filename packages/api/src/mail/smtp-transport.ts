import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({ from, ...message });
    },
    close: () => transporter.close(),
  };
}
