import type { AppRouter } from '@mpx/api';
import { isRecord } from '@mpx/shared';
import { createMemoryHistory } from '@tanstack/react-router';
import type { DehydratedState } from '@tanstack/react-query';
import { createTRPCClient } from '@trpc/client';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App, createApp } from '../app';
import { loadHeader } from '../features/layout/loadHeader';
import { fixedNearMemory } from '../lib/nearMemory';
import { dehydrateFirstScreen } from '../firstScreen';
import type { HeadMeta } from '../lib/headMeta';
import { errorCode } from '../lib/trpcError';
import { forwardingLink, type AskHost } from './forwardingLink';
import { QueryReads } from './queryReads';

/**
 * Renders until a render asks for nothing it lacks. The loaders fetch what the route declares;
 * a component may read more (the header's badges, a member's answers): each render fetches what
 * the last one asked for and draws again. Three renders cover every page today (the second is
 * rare: the layout's answers are loaded first); a page that keeps asking is not drawn.
 */
const MAX_RENDERS = 3;

/** What the app drew: its markup, the page's head and the answers it read. */
export interface AppDrawing {
  /** Null when the route did not settle (a guard redirected, a query failed): the browser draws it. */
  markup: string | null;
  /** Why not, for the log. */
  unsettled?: string;
  status: number;
  title: string | null;
  /** The routes' head tags (a listing's link preview), in route order. */
  meta: HeadMeta[];
  /** What React hoisted out of the body: preloads of the photos the page paints first. */
  links: string[];
  /** The ids of the routes drawn, root first: which script files the page needs. */
  routeIds: string[];
  /** The answers the page read, for the browser to start from. */
  firstScreen: DehydratedState;
  /** How many times React drew the page: one when the routes' loaders asked for all it reads. */
  renders: number;
}

/** What React 19 hoists to the front of a render without a <head>: the title, and preloads of high-priority images. */
const HOISTED = /^(?:<title>([^<]*)<\/title>|(<link [^>]*\/>))/;

/**
 * Draws the page at `url` as the browser would (ADR 022): the same app, router and queries, each
 * query answered by the host (`ask`) as the request's caller. Only a route that settled is
 * drawn; otherwise the answers the app got still go into the page, and the browser draws it.
 */
export async function drawApp(
  url: string,
  { ask, now, rememberedNear }: { ask: AskHost; now: number; rememberedNear: string | undefined },
): Promise<AppDrawing> {
  const app = createApp({
    trpcClient: createTRPCClient<AppRouter>({ links: [forwardingLink(ask)] }),
    history: createMemoryHistory({ initialEntries: [url] }),
    server: true,
    pageTime: now,
    near: fixedNearMemory(rememberedNear),
  });
  const { router, queryClient } = app;
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const reads = new QueryReads(queryClient);
  let renders = 0;
  const routeIds = () => router.state.matches.map((m) => m.routeId as string);
  const unsettled = (why: string, status = 200): AppDrawing => ({
    markup: null,
    unsettled: why,
    status,
    title: null,
    meta: [],
    links: [],
    routeIds: routeIds(),
    firstScreen: dehydrateFirstScreen(
      queryClient,
      new Set(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.queryHash),
      ),
    ),
    renders,
  });
  try {
    await loadHeader(router.options.context);
    await router.load();
    const { matches } = router.state;
    // No matches: the router redirected (a guard, or a URL it writes another way).
    if (matches.length === 0) return unsettled('the route redirected');
    const stuck = matches.find((m) => m.status !== 'success');
    if (stuck) return unsettled(`route ${stuck.routeId} is ${stuck.status}`, stuck.status === 'notFound' ? 404 : 200);
    // A loader said not found, caught by the root's not-found page.
    if (matches.some((m) => m._notFound)) return unsettled('a route is not found', 404);

    let html = '';
    for (;;) {
      await reads.settled();
      reads.reset();
      renders++;
      html = renderToString(
        <StrictMode>
          <App app={app} />
        </StrictMode>,
      );
      const missing = reads.unfetched();
      if (missing.length === 0) break;
      if (renders === MAX_RENDERS) return unsettled(`still asking after ${renders} renders: ${missing.map((q) => q.queryHash).join(', ')}`);
      for (const query of missing) void query.fetch().catch(() => undefined);
    }
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .find((q) => reads.hashes.has(q.queryHash) && q.state.status === 'error');
    if (failed) {
      const code = errorCode(failed.state.error);
      return unsettled(`${failed.queryHash} failed (${code ?? 'no answer'})`, code === 'NOT_FOUND' ? 404 : 200);
    }

    let title: string | null = null;
    const links: string[] = [];
    for (let tag = HOISTED.exec(html); tag; tag = HOISTED.exec(html)) {
      if (tag[1] !== undefined) title = decodeEntities(tag[1]);
      if (tag[2] !== undefined) links.push(tag[2]);
      html = html.slice(tag[0].length);
    }
    return {
      markup: html,
      status: 200,
      title,
      meta: router.state.matches.flatMap((m) => (Array.isArray(m.meta) ? m.meta.filter(isHeadMeta) : [])),
      links,
      routeIds: routeIds(),
      firstScreen: dehydrateFirstScreen(queryClient, reads.hashes),
      renders,
    };
  } finally {
    queryClient.clear();
  }
}

function isHeadMeta(value: unknown): value is HeadMeta {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

/** The text of an escaped title, so the page can escape it once more into its own <title>. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name] ?? '');
}
