import { createCaller, type Context, type Deps, type Listing } from '@mpx/api';
import { FIRST_SCREEN_IMAGES, listQueryInput, parseBrowseSearch, parseHomeSearch, parseListingId, parseUrlSearch, type FirstScreenEntry } from '@mpx/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authenticate } from './auth';
import { rememberedNearOf } from './remembered-near';

type Caller = ReturnType<typeof createCaller>;

/** The page's URL (the path's captured parts and the query string) and who asks. */
interface PageUrl {
  params: readonly (string | undefined)[];
  /** Read as the app's router reads it (`near=3000` and the older `near=%223000%22` alike). */
  search: Record<string, unknown>;
  /** Where the app measures distances from without a postcode in the URL: a member's own postcode. */
  near: string | undefined;
}

/** One query of a first screen; `null` when the URL asks for nothing. */
type Ask = (caller: Caller, page: PageUrl) => Promise<Answer> | null;

/** A first screen: the answers, and the images the page paints first (worth a preload hint). */
export interface FirstScreen {
  entries: FirstScreenEntry[];
  images: string[];
  /** A landing page: what it draws comes from these entries alone, so the server may draw it (ADR 020). */
  drawable: boolean;
  /** The postcode a guest last typed as "Near" (its cookie), which the app measures from as well. */
  rememberedNear: string | undefined;
}

interface Answer {
  entry: FirstScreenEntry;
  images: string[];
}

async function ask<T>(
  query: FirstScreenEntry['query'],
  input: unknown,
  answer: Promise<T>,
  options: { firstOfPages?: true; images?: (data: T) => (string | undefined)[] } = {},
): Promise<Answer> {
  const data = await answer;
  const entry: FirstScreenEntry = { query, input, data, ...(options.firstOfPages ? { firstOfPages: true } : {}) };
  return { entry, images: (options.images?.(data) ?? []).filter((url) => url !== undefined) };
}

const cardImages = (page: { listings: Listing[] }) => page.listings.slice(0, FIRST_SCREEN_IMAGES).map((l) => l.thumbnails[0]);

/**
 * What each landing page asks for before it can draw, with the input its route computes from the
 * same URL (the parsers are shared with the app, `@mpx/shared` listings/page-params). An input
 * the app would compute differently only costs a cache miss: the app then fetches as it always did.
 */
const LANDINGS: { path: RegExp; asks: Ask[] }[] = [
  {
    path: /^\/$/,
    asks: [
      (caller, { search, near }) => {
        const parsed = parseHomeSearch(search);
        const input = listQueryInput(parsed, parsed.page ?? 1, near);
        return ask('listings.list', input, caller.listings.list(input), { images: cardImages });
      },
    ],
  },
  {
    path: /^\/listings\/?$/,
    asks: [
      (caller, { search, near }) => {
        const input = listQueryInput(parseBrowseSearch(search), 1, near);
        return ask('listings.list', input, caller.listings.list(input), { firstOfPages: true, images: cardImages });
      },
    ],
  },
  {
    path: /^\/listings\/([^/]+)\/?$/,
    asks: [
      (caller, { params }) => {
        const id = parseListingId(params[0] ?? '');
        if (id === null) return null;
        const input = { listing_id: id };
        return ask('listings.byId', input, caller.listings.byId(input), { images: (l) => [l.photos[0]] });
      },
      // The page measures the distance apart, from the viewer's postcode (features/places).
      (caller, { params, near }) => {
        const id = parseListingId(params[0] ?? '');
        if (id === null || near === undefined) return null;
        const input = { listing_id: id, near };
        return ask('listings.byId', input, caller.listings.byId(input));
      },
    ],
  },
  { path: /^\/sizes\/?$/, asks: [(caller) => ask('listings.sizeStock', undefined, caller.listings.sizeStock())] },
];

/** Asked on every page: the header and the guards need them before anything else. */
const EVERY_PAGE: Ask[] = [
  (caller) => ask('config.public', undefined, caller.config.public()),
  (caller) => ask('auth.viewer', undefined, caller.auth.viewer()),
];

/** A member's header also shows their unread messages and latest notifications. */
const MEMBER_PAGE: Ask[] = [
  (caller) => ask('notifications.latest', undefined, caller.notifications.latest()),
  (caller) => ask('messages.unreadCount', undefined, caller.messages.unreadCount()),
];

/**
 * The answers a page's first render needs, computed as the page's caller (their session cookie,
 * if any): exactly what the app would get from `/trpc` a moment later. A query that fails (a
 * listing that does not exist) is left out, and the app asks for it and shows its own error.
 */
export async function firstScreen(deps: Deps, request: FastifyRequest, reply: FastifyReply, url: URL): Promise<FirstScreen> {
  const { credential, viewer } = authenticate(deps, request, reply);
  const rememberedNear = rememberedNearOf(request, reply);
  const context: Context = {
    deps,
    // Internal: the page request itself is not a procedure call, so it is not rate-charged.
    req: { transport: 'internal', ip: request.ip, origin: undefined, isWrite: false, rateCharged: true, credential, viewer },
    res: { setSessionCookie() {}, clearSessionCookie() {} },
  };
  const caller = createCaller(context);
  const landing = LANDINGS.find((l) => l.path.test(url.pathname));
  const page: PageUrl = {
    params: landing?.path.exec(url.pathname)?.slice(1) ?? [],
    search: parseUrlSearch(url.search),
    near: viewer?.user.locationPostcode ?? rememberedNear,
  };
  const asks = [...EVERY_PAGE, ...(viewer ? MEMBER_PAGE : []), ...(landing?.asks ?? [])];
  const settled = await Promise.allSettled(asks.map(async (a) => a(caller, page)));
  const answers = settled.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []));
  return {
    entries: answers.map((a) => a.entry),
    images: [...new Set(answers.flatMap((a) => a.images))],
    drawable: landing !== undefined,
    rememberedNear,
  };
}
