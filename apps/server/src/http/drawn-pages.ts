import { createHash } from 'node:crypto';
import { keptKind } from '@mpx/api';
import { DRAWN_TIME_ZONE } from '@mpx/shared';
import { LRUCache } from 'lru-cache';
import { compressText, type Encoding } from './content-encoding';

/** A page as sent: its HTML, and each encoding of it once a client has asked for one. */
export interface KeptPage {
  html: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Room for a few hundred pages (a drawn page is 50–150 kB of HTML, 10–20 kB compressed). */
const MAX_BYTES = 48 * 1024 * 1024;

const sydneyDay = new Intl.DateTimeFormat('en-CA', { timeZone: DRAWN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * Landing pages as drawn (ADR 020). A drawn page is a function of its URL, the postcode a guest
 * remembered, the answers of its first screen and the calendar day it is drawn on (it says
 * "today" in Sydney's), so two requests with the same of each get the same bytes: drawn and
 * compressed once. Every guest shares the guests' pages; a member's answers name the member, so
 * their pages are theirs alone. The answers come fresh with each request (they have their own
 * caches), so a write that changes them changes the key; an unchanged page is not drawn again.
 */
export class DrawnPages {
  private readonly pages = new LRUCache<string, KeptPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.html.length + Object.values(page.encoded).reduce((n, b) => n + b.length, 0) + 1,
  });

  /** The key of a page from everything it is drawn from. */
  static keyOf(parts: { url: string; rememberedNear: string | undefined; data: string; now: number }): string {
    return createHash('sha256')
      .update(`${sydneyDay.format(parts.now)}\u0000${parts.url}\u0000${parts.rememberedNear ?? ''}\u0000`)
      .update(parts.data)
      .digest('base64url');
  }

  get(key: string): KeptPage | undefined {
    return this.pages.get(key);
  }

  keep(key: string, html: string): KeptPage {
    const page: KeptPage = { html, encoded: {} };
    this.pages.set(key, page);
    return page;
  }

  /** The page's bytes in `encoding`, compressed the first time they are asked for. */
  encode(key: string, page: KeptPage, encoding: Encoding): Buffer {
    const known = page.encoded[encoding];
    if (known) return known;
    const bytes = compressText(page.html, encoding, 'fast');
    page.encoded[encoding] = bytes;
    // Set again so the cache counts the new bytes against its room.
    if (this.pages.get(key) === page) this.pages.set(key, page);
    return bytes;
  }
}

export const DRAWN_PAGES = keptKind('pages drawn on the server, by the answers they were drawn from', () => new DrawnPages());
