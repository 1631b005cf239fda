import { describe, expect, it } from 'vitest';
import { fastestMean, quantile, rankSum } from './sample-stats';

describe('sample statistics', () => {
  it('quantile takes the nearest rank', () => {
    expect(quantile([5, 1, 4, 2, 3], 0.5)).toBe(3);
    expect(quantile([4, 3, 2, 1], 0.25)).toBe(1);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8], 0.25)).toBe(2);
    expect(quantile([7], 0)).toBe(7);
  });

  it('fastestMean averages the smallest share, at least one value', () => {
    expect(fastestMean([9, 1, 8, 3, 7, 2, 6, 5, 4, 10], 0.3)).toBe(2);
    expect(fastestMean([4, 2, 9], 0.1)).toBe(2);
  });

  it('rankSum matches a textbook example', () => {
    // U for a = [1, 2, 4], b = [3, 5, 6]: pairs where a > b: (4 > 3) only, so U = 1.
    const r = rankSum([1, 2, 4], [3, 5, 6]);
    expect(r.u).toBe(1);
    expect(r.superiority).toBeCloseTo(1 / 9);
    expect(r.z).toBeCloseTo((1 - 4.5) / Math.sqrt((9 * 7) / 12));
  });

  it('rankSum counts ties as half and is symmetric', () => {
    expect(rankSum([1, 1], [1, 1]).superiority).toBe(0.5);
    const ab = rankSum([3, 1, 2, 2], [2, 5]);
    const ba = rankSum([2, 5], [3, 1, 2, 2]);
    expect(ab.superiority + ba.superiority).toBeCloseTo(1);
    expect(ab.z).toBeCloseTo(-ba.z);
  });
});
