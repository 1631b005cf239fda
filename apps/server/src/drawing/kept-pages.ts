import { keptKind } from '@mpx/api';
import { compressText, type Encoding } from '@mpx/shared/compress';
import { LRUCache } from 'lru-cache';

/** A page as sent: its status, its HTML (UTF-8), and each encoding of it once a client has asked for one. */
export interface KeptPage {
  status: number;
  html: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Room for a few hundred pages (a drawn page is 50–150 kB of HTML, 10–20 kB compressed). */
const MAX_BYTES = 48 * 1024 * 1024;

/** The bytes a page holds, exactly: its HTML is kept as bytes, not as a string of one or two bytes a character. */
const bytesOf = (page: KeptPage) => page.html.length + Object.values(page.encoded).reduce((n, b) => n + b.length, 0) + 1;

/**
 * Pages as drawn (ADR 022), by what each depends on (page-key.ts): a request whose key is known
 * gets the bytes drawn before, and computes no answer at all. Every guest shares the guests'
 * pages; a member's pages are theirs alone.
 */
export class KeptPages {
  private readonly pages = new LRUCache<string, KeptPage>({ maxSize: MAX_BYTES, sizeCalculation: bytesOf });

  get(key: string): KeptPage | undefined {
    return this.pages.get(key);
  }

  keep(key: string, page: KeptPage): KeptPage {
    this.pages.set(key, page);
    return page;
  }

  /** The page's bytes in `encoding`, compressed here the first time another encoding is asked for. */
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

export const KEPT_PAGES = keptKind('pages drawn on the server, by what they were drawn from', () => new KeptPages());
