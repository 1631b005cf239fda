/**
 * A sliding 60-second window per key (api §0.8): a request is accepted when fewer than
 * `limit` accepted requests of that key fall in the last window. Refused requests are not
 * counted, so a client that waits for Retry-After gets through. In memory: one process serves
 * the site; a shared store (Redis) would implement the same two methods.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), windowMs);
    this.sweeper.unref();
  }

  /** Records a hit; returns 0 when accepted, else the whole seconds until one would be. */
  hit(key: string, limit: number): number {
    const now = this.now();
    const since = now - this.windowMs;
    let stamps = this.hits.get(key);
    if (!stamps) {
      stamps = [];
      this.hits.set(key, stamps);
    }
    let expired = 0;
    while (expired < stamps.length && (stamps[expired] ?? Infinity) <= since) expired++;
    if (expired > 0) stamps.splice(0, expired);
    if (stamps.length >= limit) {
      const oldest = stamps[0] ?? now;
      return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
    }
    stamps.push(now);
    return 0;
  }

  close(): void {
    clearInterval(this.sweeper);
    this.hits.clear();
  }

  private sweep(): void {
    const since = this.now() - this.windowMs;
    for (const [key, stamps] of this.hits) {
      const newest = stamps.at(-1);
      if (newest === undefined || newest <= since) this.hits.delete(key);
    }
  }
}
