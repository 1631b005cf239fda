import { DEFAULT_SHORT_SITE_NAME, DEFAULT_SITE_NAME } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';

/**
 * Operator settings (SITE_NAME, CONTACT_EMAIL). The names fall back to the defaults so the
 * header never renders empty; the contact address is null until known.
 */
export function useSiteConfig() {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.config.public.queryOptions(undefined, { staleTime: Infinity }));
  return {
    siteName: data?.siteName || DEFAULT_SITE_NAME,
    shortSiteName: data?.shortSiteName || DEFAULT_SHORT_SITE_NAME,
    contactEmail: data?.contactEmail || null,
  };
}
