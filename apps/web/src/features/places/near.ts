import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../../trpc';
import { useViewer, viewerQueryOptions } from '../session/viewer';

/** A guest's last "Near" postcode, so their listing pages show distances too (product §17). */
const KEY = 'mpx.near';

function remembered(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the postcode a guest (or member) typed as "Near"; the member's own one needs no keeping. */
export function rememberNear(postcode: string | undefined): void {
  try {
    if (postcode) localStorage.setItem(KEY, postcode);
  } catch {
    // Storage off (private mode): distances then need the URL's postcode.
  }
}

/** Where distances are measured from when the URL names no postcode: the member's own, else the one a guest entered. */
export function defaultNear(viewer: { location_postcode: string } | null | undefined): string | undefined {
  return viewer?.location_postcode ?? remembered();
}

export function useDefaultNear(): string | undefined {
  return defaultNear(useViewer().viewer);
}

/** The same for a route loader, from the viewer the router has already loaded (if it has). */
export function loaderNear(queryClient: QueryClient, trpc: Trpc): string | undefined {
  return defaultNear(queryClient.getQueryData(viewerQueryOptions(trpc).queryKey));
}

/** Wraps the filter bar's apply: the postcode typed as "Near" is remembered before the filters apply. */
export function nearFirst<F extends { near?: string }>(apply: (filters: F) => void): (filters: F) => void {
  return (filters) => {
    rememberNear(filters.near);
    apply(filters);
  };
}
