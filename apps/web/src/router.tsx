import { parseUrlSearch, stringifyUrlSearch } from '@mpx/shared';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from './features/layout/RouteError';
import { NotFoundPage } from './features/layout/NotFoundPage';
import { PendingPage } from './features/layout/PendingPage';
import type { RouterContext } from './lib/routerContext';
import { routeTree } from './routeTree.gen';

/** `server`: the router of a page rendered on the server (ssr/render.tsx), which only draws once. */
export function createAppRouter(context: RouterContext, history?: RouterHistory, { server = false }: { server?: boolean } = {}) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    // On the server, restoring scroll would mean an inline script, which the CSP refuses.
    ...(server ? { isServer: true } : {}),
    // `near=3000` as the API spells it (not the default's `near=%223000%22`), read as the server reads it.
    parseSearch: parseUrlSearch,
    stringifySearch: stringifyUrlSearch,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router must always ask it rather than keep its own copy.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingPage,
    // Show the loader soon enough to be noticed on a slow session check, late enough not to flash.
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
    scrollRestoration: !server,
  });
}

export type WebRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: WebRouter;
  }
}
