import type { Rating } from './ratingTypes';

/** A contract `Rating` for component tests: Sam (user 7) rating Robin (user 9) for listing 5. */
export function ratingFixture(overrides: Partial<Rating> = {}): Rating {
  return {
    rating_id: 1,
    stars: 5,
    comment: 'Quick to answer, well packed.',
    timestamp: '2025-07-20T03:04:05.000Z',
    from_user: { user_id: 7, name: 'Sam Lee', nickname: 'Tromba' },
    to_user_id: 9,
    transaction_id: 5,
    deal_id: null,
    ...overrides,
  };
}
