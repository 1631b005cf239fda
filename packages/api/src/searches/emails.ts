import type { UserRow } from '@mpx/db';
import type { ApiConfig } from '../config/api-config';
import { digestEmail, type MailMessage } from '../mail';

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
 * manage the searches.
 */
export function searchDigestEmail(config: ApiConfig, recipient: Pick<UserRow, 'email' | 'name'>, items: readonly DigestItem[]): MailMessage {
  const n = items.length;
  return digestEmail(config, recipient, {
    subject: n === 1 ? '1 new listing for your saved searches' : `${n} new listings for your saved searches`,
    intro: `New listings match your saved searches on ${config.siteName}:`,
    groups: bySearch(items).map(([name, list]) => ({
      heading: name,
      lines: list.map((item) => ({ text: listingLine(item), link: `${config.publicUrl}/listings/${item.listingId}` })),
    })),
    manage: { label: 'Manage saved searches', url: `${config.publicUrl}/searches` },
    footer:
      'You get this email at most once a day while your saved searches have alerts on. Pause a search’s alerts there, or turn emails off under Email notifications in your profile.',
  });
}
