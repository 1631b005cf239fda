import type { RateGroup } from './meta';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

/**
 * Counts calls per key over a sliding window. In memory in one process today; a shared store
 * (Redis) implements the same method when several instances serve one site.
 */
export interface RateLimiter {
  /** Records one call of `group` under `key`: 0 when accepted, else whole seconds until one would be. */
  hit(group: Exclude<RateGroup, 'none'>, key: string): number;
}

/** Who is calling, as far as limits care. */
export interface Caller {
  ip: string;
  userId: number | null;
}

/** The bucket a call counts in (api §0.8), or null when its group is not limited. */
export function rateKey(group: RateGroup, procedure: string, caller: Caller): string | null {
  switch (group) {
    case 'auth':
      return `auth:${procedure}:${caller.ip}`;
    case 'write':
      return caller.userId === null ? `write:ip:${caller.ip}` : `write:user:${caller.userId}`;
    case 'read':
      return `read:${caller.ip}`;
    case 'none':
      return null;
  }
}

/** Charges one call; returns 0 when it may run, else the Retry-After seconds. */
export function chargeCall(limiter: RateLimiter, group: RateGroup, procedure: string, caller: Caller): number {
  const key = rateKey(group, procedure, caller);
  return key === null || group === 'none' ? 0 : limiter.hit(group, key);
}
