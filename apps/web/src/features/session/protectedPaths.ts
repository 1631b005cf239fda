/** Member-only areas of the route table (product §2). A 401 while on one of them ends the session. */
export const PROTECTED_PREFIXES = ['/messages', '/my-listings', '/loans', '/profile', '/admin', '/searches', '/watching', '/deals'] as const;

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
