import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { userRatingsQueryOptions } from './ratingQueries';
import type { Rating } from './ratingTypes';

const NONE: Rating[] = [];

/** Ratings a user has received, newest first. A failed load counts as no ratings (product §8). */
export function useUserRatings(userId: number): { ratings: Rating[]; isLoading: boolean } {
  const trpc = useTRPC();
  const query = useQuery(userRatingsQueryOptions(trpc, userId));
  return { ratings: query.data ?? NONE, isLoading: query.isPending };
}
