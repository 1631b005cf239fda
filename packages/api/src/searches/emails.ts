import type { UserRow } from '@mpx/db';
import type { ApiConfig } from '../config/api-config';
import { escapeHtml, type MailMessage } from '../mail';

/** One new listing of a digest, under the saved search that found it. */
export interface DigestItem {
  searchName: string;
  listingId: number;
  brand: string;
  model: string;
  size: string | null;
  priceCents: number;
}

const price = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** "Bach Megatone, size 3C, $120.50". */
function listingLine(item: DigestItem): string {
  return `${item.brand} ${item.model}${item.size ? `, size ${item.size}` : ''}, ${price.format(item.priceCents / 100)}`;
}

/** The items by saved search, in the order given. */
function bySearch(items: readonly DigestItem[]): [string, DigestItem[]][] {
  const groups = new Map<string, DigestItem[]>();
  for (const item of items) groups.set(item.searchName, [...(groups.get(item.searchName) ?? []), item]);
  return [...groups];
}

/**
 * The daily email of new listings matching a member's saved searches: each listing (brand,
 * model, size, price and its link) under the name of the search that found it, then the way to
 * manage the searches. Plain text and HTML; every user-supplied text is escaped in the HTML
 * (api §0.9), and links come from PUBLIC_URL.
 */
export function searchDigestEmail(config: ApiConfig, recipient: Pick<UserRow, 'email' | 'name'>, items: readonly DigestItem[]): MailMessage {
  const n = items.length;
  const subject = n === 1 ? '1 new listing for your saved searches' : `${n} new listings for your saved searches`;
  const link = (item: DigestItem) => `${config.publicUrl}/listings/${item.listingId}`;
  const manage = `${config.publicUrl}/searches`;
  const intro = `New listings match your saved searches on ${config.siteName}:`;
  const footer =
    'You get this email at most once a day while your saved searches have alerts on. Pause a search’s alerts there, or turn emails off under Email notifications in your profile.';
  const signature = `The ${config.siteName} team`;
  const groups = bySearch(items);

  const text = [
    `Hi ${recipient.name},`,
    '',
    intro,
    '',
    ...groups.flatMap(([name, list]) => [`“${name}”`, ...list.flatMap((item) => [`- ${listingLine(item)}`, `  ${link(item)}`]), '']),
    `Manage saved searches: ${manage}`,
    '',
    footer,
    '',
    signature,
  ].join('\n');

  const p = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    p(`Hi ${escapeHtml(recipient.name)},`),
    p(escapeHtml(intro)),
    ...groups.map(
      ([name, list]) =>
        `<h2 style="font-size:16px;margin:24px 0 8px">“${escapeHtml(name)}”</h2><ul style="margin:0 0 16px;padding-left:20px">` +
        list
          .map((item) => `<li style="margin:0 0 8px"><a href="${escapeHtml(link(item))}" style="color:#6b3fa0">${escapeHtml(listingLine(item))}</a></li>`)
          .join('') +
        '</ul>',
    ),
    `<p style="margin:24px 0"><a href="${escapeHtml(manage)}" style="background:#6b3fa0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">Manage saved searches</a></p>`,
    p(escapeHtml(footer)),
    p(escapeHtml(signature)),
    '</div></body></html>',
  ].join('');

  return { to: recipient.email, subject, text, html };
}
