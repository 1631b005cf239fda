import { describe, expect, it } from 'vitest';
import { browserNear, rememberedNear, rememberNear } from './near';

describe('the remembered "Near" postcode (product §17, ADR 020)', () => {
  it('reads the postcode from the cookie header, and nothing that is not a postcode', () => {
    expect(rememberedNear('session=abc; mpx_near=3220; theme=dark')).toBe('3220');
    expect(rememberedNear('mpx_near=0800')).toBe('0800');
    expect(rememberedNear('mpx_near=<b>; other=1')).toBeUndefined();
    expect(rememberedNear('mpx_near=32200')).toBeUndefined();
    expect(rememberedNear('not_mpx_near=3220')).toBeUndefined();
    expect(rememberedNear('')).toBeUndefined();
  });

  it('keeps what a guest typed in a cookie the server reads too, and ignores anything else', () => {
    rememberNear('3128');
    expect(browserNear()).toBe('3128');
    rememberNear('not a postcode');
    rememberNear(undefined);
    expect(browserNear()).toBe('3128');
    rememberNear('2000');
    expect(browserNear()).toBe('2000');
  });
});
