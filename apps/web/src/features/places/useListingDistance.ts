import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { listingQueryOptions } from '../listings/queries';
import { useDefaultNear, useRefusedNearDropped } from './near';

/**
 * How far a listing is from the viewer's postcode (their own, or the one a guest entered), in
 * whole km; undefined without a postcode or until known. Its own query, so the listing itself
 * shows at once from the cache (a write's answer) and the distance follows.
 */
export function useListingDistance(listingId: number): number | null | undefined {
  const trpc = useTRPC();
  const near = useDefaultNear();
  const query = useQuery({ ...listingQueryOptions(trpc, listingId, near), enabled: near !== undefined, retry: false });
  useRefusedNearDropped(near, query.error);
  return near === undefined ? undefined : query.data?.distance_km;
}
