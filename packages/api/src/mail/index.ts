export * from './mailer';
export { smtpTransport } from './smtp-transport';
export { fileTransport } from './file-transport';
export { escapeHtml, renderEmail, type EmailContent } from './render';
