import type { RateLimiter } from '@mpx/api';
import type { ServerConfig } from '../config';
import { SlidingWindowLimiter } from './sliding-window';

/** The configured limit of each group, per minute; 0 turns a group's limit off (api §0.8). */
export function groupLimiter(limits: ServerConfig['rateLimits'], now: () => number): RateLimiter {
  const window = new SlidingWindowLimiter(60_000, now);
  const perGroup = { auth: limits.authPerMin, write: limits.writePerMin, read: limits.readPerMin };
  return {
    hit(group, key) {
      const limit = perGroup[group];
      return limit === 0 ? 0 : window.hit(key, limit);
    },
  };
}
