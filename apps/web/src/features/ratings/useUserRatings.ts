import type { Rating } from './types';

/**
 * Ratings a user has received, newest first. A failed load counts as no ratings (product §8).
 * The ratings API (`ratings.forUser`) is not on the server's router yet, so for now: none.
 */
export function useUserRatings(userId: number): { ratings: Rating[]; isLoading: boolean } {
  void userId;
  return { ratings: [], isLoading: false };
}
