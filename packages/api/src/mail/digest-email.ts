import type { UserRow } from '@mpx/db';
import type { ApiConfig } from '../config/api-config';
import type { MailMessage } from './mailer';
import { escapeHtml } from '@mpx/shared';

/** One line of a digest: what it says, and the page it links to (none for a listing that is gone). */
export interface DigestLine {
  text: string;
  link: string | null;
}

/** Lines under an optional heading (a saved search's name). */
export interface DigestGroup {
  heading: string | null;
  lines: DigestLine[];
}

export interface DigestContent {
  subject: string;
  intro: string;
  groups: DigestGroup[];
  /** Where the member manages what the digest is about. */
  manage: { label: string; url: string };
  footer: string;
}

/**
 * A daily digest email (saved searches, the watchlist): each group's lines with their links,
 * then the way to manage them. Plain text and HTML; every user-supplied text is escaped in the
 * HTML (api §0.9), and links come from PUBLIC_URL.
 */
export function digestEmail(config: ApiConfig, recipient: Pick<UserRow, 'email' | 'name'>, content: DigestContent): MailMessage {
  const signature = `The ${config.siteName} team`;
  const { groups, manage } = content;

  const text = [
    `Hi ${recipient.name},`,
    '',
    content.intro,
    '',
    ...groups.flatMap((group) => [
      ...(group.heading === null ? [] : [`“${group.heading}”`]),
      ...group.lines.flatMap((line) => [`- ${line.text}`, ...(line.link ? [`  ${line.link}`] : [])]),
      '',
    ]),
    `${manage.label}: ${manage.url}`,
    '',
    content.footer,
    '',
    signature,
  ].join('\n');

  const p = (inner: string) => `<p style="margin:0 0 16px">${inner}</p>`;
  const item = (line: DigestLine) =>
    `<li style="margin:0 0 8px">${
      line.link ? `<a href="${escapeHtml(line.link)}" style="color:#6b3fa0">${escapeHtml(line.text)}</a>` : escapeHtml(line.text)
    }</li>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    p(`Hi ${escapeHtml(recipient.name)},`),
    p(escapeHtml(content.intro)),
    ...groups.map(
      (group) =>
        (group.heading === null ? '' : `<h2 style="font-size:16px;margin:24px 0 8px">“${escapeHtml(group.heading)}”</h2>`) +
        `<ul style="margin:0 0 16px;padding-left:20px">${group.lines.map(item).join('')}</ul>`,
    ),
    `<p style="margin:24px 0"><a href="${escapeHtml(manage.url)}" style="background:#6b3fa0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(manage.label)}</a></p>`,
    p(escapeHtml(content.footer)),
    p(escapeHtml(signature)),
    '</div></body></html>',
  ].join('');

  return { to: recipient.email, subject: content.subject, text, html };
}
