import { escapeHtml } from '@mpx/shared';

/** Plain-text and simple HTML bodies from one description, with user text escaped (api §0.9). */

export interface EmailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
  signature: string;
}

export function renderEmail(content: EmailContent): { text: string; html: string } {
  const after = content.after ?? [];
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...after.flatMap((p) => [p, '']),
    content.signature,
  ].join('\n');

  const para = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p).replaceAll('\n', '<br>')}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#6b3fa0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this link into your browser:<br>${escapeHtml(content.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    para(content.greeting),
    ...content.paragraphs.map(para),
    button,
    ...after.map(para),
    para(content.signature),
    '</div></body></html>',
  ].join('');
  return { text, html };
}
