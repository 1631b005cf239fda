import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingSummary } from './RatingSummary';

describe('RatingSummary', () => {
  it('says "No ratings yet" for a member nobody has rated: no empty stars, no 0.0', () => {
    const { container } = render(<RatingSummary of={{ average_rating: 0, rating_count: 0 }} />);
    expect(container.textContent).toBe('No ratings yet');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the average to one decimal in stars, with the count', () => {
    const { container } = render(<RatingSummary of={{ average_rating: 4.46, rating_count: 1 }} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(container.textContent).toBe('4.5(1 rating)');
  });

  it('keeps one decimal for whole averages and counts in the plural', () => {
    const { container } = render(<RatingSummary of={{ average_rating: 3, rating_count: 7 }} size={14} />);
    expect(container.textContent).toBe('3.0(7 ratings)');
  });
});
