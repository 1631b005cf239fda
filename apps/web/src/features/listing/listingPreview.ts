import { formatPrice } from '@mpx/shared';
import type { HeadMeta } from '../../lib/headMeta';
import type { Listing } from '../../entities/listing/types';

const DESCRIPTION_CHARS = 200;

/** About 200 characters, cut at a word boundary, on one line. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * A listing page's head when the server draws it (ADR 022): its Open Graph and Twitter tags, so
 * a shared link previews with the title, price, description and cover photo. Paths are made
 * whole against the site's address by the page (ssr/page.ts).
 */
export function listingPreview(listing: Listing): HeadMeta[] {
  const title = `${[listing.brand, listing.model, listing.size].filter(Boolean).join(' ')} – ${formatPrice(listing.price)}`;
  const description = excerpt(listing.description);
  const image = listing.photos[0];
  return [
    { title },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: `/listings/${listing.listing_id}` },
    { name: 'description', content: description },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { name: 'twitter:image', content: image },
        ]
      : []),
  ];
}
