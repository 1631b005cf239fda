import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultNear } from './near';
import { browserNear, cookieNearJar, rememberedNear } from './nearCookie';
import { NearMemory } from '../../lib/nearMemory';

afterEach(() => cookieNearJar.write(undefined));

describe('the remembered "Near" postcode (product §17, ADR 020)', () => {
  it('reads the postcode from the cookie header, and nothing that is not a postcode', () => {
    expect(rememberedNear('session=abc; mpx_near=3220; theme=dark')).toBe('3220');
    expect(rememberedNear('mpx_near=0800')).toBe('0800');
    expect(rememberedNear('mpx_near=<b>; other=1')).toBeUndefined();
    expect(rememberedNear('mpx_near=32200')).toBeUndefined();
    expect(rememberedNear('not_mpx_near=3220')).toBeUndefined();
    expect(rememberedNear('')).toBeUndefined();
  });

  it('keeps a postcode in a cookie the server reads too, ignores anything else, and forgets it', () => {
    const memory = new NearMemory(cookieNearJar);
    const changes = vi.fn();
    memory.subscribe(changes);
    memory.remember('3128');
    expect(browserNear()).toBe('3128');
    expect(memory.snapshot().remembered).toBe('3128');
    memory.remember('not a postcode');
    expect(browserNear()).toBe('3128');
    memory.forget();
    expect(browserNear()).toBeUndefined();
    expect(memory.snapshot().remembered).toBeUndefined();
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('follows the cookie written elsewhere, with a new state only when it changed', () => {
    const memory = new NearMemory(cookieNearJar);
    const before = memory.snapshot();
    expect(memory.snapshot()).toBe(before);
    document.cookie = 'mpx_near=2000; path=/';
    expect(memory.snapshot()).toEqual({ remembered: '2000', refused: [] });
    expect(memory.snapshot()).not.toBe(before);
  });

  it('drops a refused default: forgotten if it was remembered, and never the default again', () => {
    const memory = new NearMemory(cookieNearJar);
    memory.remember('3000');
    memory.refuse('3000');
    expect(browserNear()).toBeUndefined();
    expect(defaultNear(null, memory.snapshot())).toBeUndefined();
    // A member's own postcode the API does not know is set aside the same way, for this page's life.
    const member = { location_postcode: '0001' };
    expect(defaultNear(member, memory.snapshot())).toBe('0001');
    memory.refuse('0001');
    expect(defaultNear(member, memory.snapshot())).toBeUndefined();
    memory.remember('3128');
    expect(defaultNear(null, memory.snapshot())).toBe('3128');
  });
});
