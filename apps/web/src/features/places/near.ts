import { NEAR_COOKIE, nearCookiePostcode } from '@mpx/shared';
import { useRouter } from '@tanstack/react-router';
import type { RouterContext } from '../session/routerContext';
import { useViewer, viewerQueryOptions } from '../session/viewer';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A guest's last "Near" postcode, so their listing pages show distances too (product §17), from the cookie. */
export function rememberedNear(cookies: string): string | undefined {
  return nearCookiePostcode(
    cookies
      .split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${NEAR_COOKIE}=`))
      ?.slice(NEAR_COOKIE.length + 1),
  );
}

/** The browser's remembered postcode (the router context's `rememberedNear` in the browser). */
export const browserNear = (): string | undefined => (typeof document === 'undefined' ? undefined : rememberedNear(document.cookie));

/** Keeps the postcode a guest (or member) typed as "Near"; the member's own one needs no keeping. */
export function rememberNear(postcode: string | undefined): void {
  if (nearCookiePostcode(postcode) === undefined) return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${NEAR_COOKIE}=${postcode}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
}

/** Where distances are measured from when the URL names no postcode: the member's own, else the one a guest entered. */
export function defaultNear(viewer: { location_postcode: string } | null | undefined, remembered: () => string | undefined): string | undefined {
  return viewer?.location_postcode ?? remembered();
}

export function useDefaultNear(): string | undefined {
  return defaultNear(useViewer().viewer, useRouter().options.context.rememberedNear);
}

/** The same for a route loader, from the viewer the router has already loaded (if it has). */
export function loaderNear({ queryClient, trpc, rememberedNear: remembered }: RouterContext): string | undefined {
  return defaultNear(queryClient.getQueryData(viewerQueryOptions(trpc).queryKey), remembered);
}

/** Wraps the filter bar's apply: the postcode typed as "Near" is remembered before the filters apply. */
export function nearFirst<F extends { near?: string }>(apply: (filters: F) => void): (filters: F) => void {
  return (filters) => {
    rememberNear(filters.near);
    apply(filters);
  };
}
