export * from './mailer';
export { smtpTransport } from './smtp-transport';
export { fileTransport } from './file-transport';
export { renderEmail, type EmailContent } from './render';
export { digestEmail, type DigestContent, type DigestGroup, type DigestLine } from './digest-email';
export { noticeEmail, wantsNoticeEmails } from './notice-email';
