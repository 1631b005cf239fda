import { NEAR_COOKIE, nearCookiePostcode } from '@mpx/shared';
import type { NearJar } from '../../lib/nearMemory';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A guest's last "Near" postcode, so their listing pages show distances too (product §17), from the cookie. */
export function rememberedNear(cookies: string): string | undefined {
  return nearCookiePostcode(
    cookies
      .split(';')
      .map((c) => c.trim())
      .find((c) => c.startsWith(`${NEAR_COOKIE}=`))
      ?.slice(NEAR_COOKIE.length + 1),
  );
}

/** The browser's remembered postcode. */
export const browserNear = (): string | undefined => (typeof document === 'undefined' ? undefined : rememberedNear(document.cookie));

/**
 * The browser's jar: the `mpx_near` cookie, which the server reads too when it draws a page
 * (ADR 020). Only a postcode is written; anything else is ignored.
 */
export const cookieNearJar: NearJar = {
  read: browserNear,
  write: (postcode) => {
    const value = nearCookiePostcode(postcode);
    if (postcode !== undefined && value === undefined) return;
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    const age = value === undefined ? 0 : YEAR_SECONDS;
    document.cookie = `${NEAR_COOKIE}=${value ?? ''}; path=/; max-age=${age}; samesite=lax${secure}`;
  },
};
