import { unreadCountQueryOptions } from '../messages/queries';
import { latestNotificationsQueryOptions } from '../notifications/queries';
import type { RouterContext } from '../../lib/routerContext';
import { ensureViewer } from '../../entities/user/viewer';
import { siteConfigQueryOptions } from '../../entities/site/useSiteConfig';

/**
 * What the layout around every page shows before its route: the site's settings, who is signed
 * in, and a member's unread messages and notifications. A page drawn on the server loads them
 * first (ssr/draw.tsx), so its routes' loaders know the viewer (they measure distances from a
 * member's postcode) and one render draws the whole page. The browser needs no such step: the
 * header asks as it renders, and the layout shows meanwhile.
 */
export async function loadHeader(context: Pick<RouterContext, 'queryClient' | 'trpc'>): Promise<void> {
  const { queryClient, trpc } = context;
  void queryClient.prefetchQuery(siteConfigQueryOptions(trpc));
  const viewer = await ensureViewer(context).catch(() => null);
  if (!viewer) return;
  void queryClient.prefetchQuery(unreadCountQueryOptions(trpc));
  void queryClient.prefetchQuery(latestNotificationsQueryOptions(trpc));
}
