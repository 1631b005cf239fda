import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ratingFixture } from './ratingFixtures';
import { RatingsList } from './RatingsList';

describe('Ratings received', () => {
  it('says "after a deal" for a rating given after a completed deal, and nothing for the others', () => {
    render(
      <RatingsList
        ratings={[
          ratingFixture({ rating_id: 2, comment: 'Swapped smoothly', deal_id: 3 }),
          ratingFixture({ rating_id: 1, comment: 'Quick to answer', deal_id: null }),
        ]}
      />,
    );
    const afterDeal = screen.getByText('Swapped smoothly').closest('li');
    const plain = screen.getByText('Quick to answer').closest('li');
    if (!afterDeal || !plain) throw new Error('no rating items');
    expect(within(afterDeal).getByText(/· after a deal$/)).toBeTruthy();
    expect(plain.textContent).not.toContain('after a deal');
  });
});
