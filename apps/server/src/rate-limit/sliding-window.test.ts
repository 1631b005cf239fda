import { afterEach, describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './sliding-window';

describe('SlidingWindowLimiter', () => {
  let now = 1_000_000;
  const limiter = new SlidingWindowLimiter(60_000, () => now);
  afterEach(() => limiter.close());

  it('accepts up to the limit, then answers the seconds until the oldest hit leaves the window', () => {
    for (let i = 0; i < 3; i++) {
      expect(limiter.hit('a', 3)).toBe(0);
      now += 10_000;
    }
    // Hits at 0 s, 10 s and 20 s; at 30 s the first leaves the window at 60 s: 30 s to wait.
    expect(limiter.hit('a', 3)).toBe(30);
    expect(limiter.hit('b', 3)).toBe(0);
    now += 30_000;
    expect(limiter.hit('a', 3)).toBe(0);
  });
});
