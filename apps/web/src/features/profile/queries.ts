import type { Trpc } from '../../trpc';

/** Another member's public profile (api §2.3 `PublicUser`): anyone may read it. */
export function publicProfileQueryOptions(trpc: Trpc, userId: number) {
  return trpc.profile.byId.queryOptions({ userId });
}
