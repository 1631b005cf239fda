import { DEFAULT_SHORT_SITE_NAME, DEFAULT_SITE_NAME } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type Trpc } from '../../trpc';

/** The operator's settings never change while the server runs: asked once per page load. */
export function siteConfigQueryOptions(trpc: Trpc) {
  return trpc.config.public.queryOptions(undefined, { staleTime: Infinity });
}

/**
 * Operator settings (SITE_NAME, CONTACT_EMAIL). The names fall back to the defaults so the
 * header never renders empty; the contact address is null until known.
 */
export function useSiteConfig() {
  const trpc = useTRPC();
  const { data } = useQuery(siteConfigQueryOptions(trpc));
  return {
    siteName: data?.siteName || DEFAULT_SITE_NAME,
    shortSiteName: data?.shortSiteName || DEFAULT_SHORT_SITE_NAME,
    contactEmail: data?.contactEmail || null,
  };
}
