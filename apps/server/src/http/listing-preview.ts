import { createCaller, pathId, type Context, type Deps, type Listing } from '@mpx/api';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import type { PageMeta, SpaShell } from './spa';

const DESCRIPTION_CHARS = 200;
const dollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol' });

/** What a guest may see: the preview is public, so it never carries payment details. */
function guestContext(deps: Deps, ip: string): Context {
  return {
    deps,
    req: { transport: 'internal', ip, origin: undefined, isWrite: false, rateCharged: true, credential: null, viewer: null },
    res: { setSessionCookie() {}, clearSessionCookie() {} },
  };
}

function price(value: number): string {
  const text = dollars.format(value);
  return Number.isInteger(value) ? text.replace(/\.00$/, '') : text;
}

/** About 200 characters, cut at a word boundary, on one line. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_CHARS) return flat;
  const cut = flat.slice(0, DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export function listingMeta(listing: Listing, publicUrl: string): PageMeta {
  const name = [listing.brand, listing.model, listing.size].filter(Boolean).join(' ');
  return {
    title: `${name} – ${price(listing.price)}`,
    description: excerpt(listing.description),
    url: `${publicUrl}/listings/${listing.listing_id}`,
    image: listing.photos[0],
  };
}

/**
 * `/listings/{id}` answers the app's page with the listing's Open Graph and Twitter tags, so a
 * shared link previews with its title, price, description and cover photo. A missing or deleted
 * listing gets the plain page with a 404, like any unknown path.
 */
export function registerListingPreview(app: FastifyInstance, deps: Deps, shell: SpaShell) {
  app.get<{ Params: { id: string } }>('/listings/:id', async (request, reply) => {
    const { id } = request.params;
    let listing: Listing | null = null;
    try {
      listing = await createCaller(guestContext(deps, request.ip)).listings.byId({ listing_id: pathId(id) });
    } catch (err) {
      if (!(err instanceof TRPCError && err.code === 'NOT_FOUND')) request.log.error({ err }, 'listing preview failed');
    }
    if (!listing) return shell.send(request, reply.header('Cache-Control', 'no-cache').code(404));
    return shell.sendRoute(deps, request, reply, listingMeta(listing, deps.config.publicUrl));
  });
}
