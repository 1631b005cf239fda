import { OFFER_TEXTS } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { displayName } from '../../lib/displayName';
import { useTRPC } from '../../trpc';

/**
 * The other party's display name. Offers and deals carry only user ids, so it comes from the
 * public profile (cached per member, the conversation page reads the same query); "a member"
 * until it arrives, or when the member is gone.
 */
export function useMemberName(userId: number): string {
  const trpc = useTRPC();
  const { data } = useQuery(trpc.profile.byId.queryOptions({ userId }));
  return data ? displayName(data) : OFFER_TEXTS.someone;
}
