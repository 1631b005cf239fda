/**
 * The web app's route table (product §2). The server answers these paths with the app and a
 * 200, and any other path with the app and a 404, so crawlers and monitors see real statuses.
 * A web test checks this list against the router's own route tree.
 */
export const SPA_ROUTES = [
  '/',
  '/login',
  '/register',
  '/registration-success',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/listings',
  '/listings/$id',
  '/messages',
  '/messages/$userId',
  '/my-listings',
  '/loans',
  '/profile',
  '/admin',
  '/sizes',
  '/wanted',
  '/searches',
  '/watching',
  '/deals',
  '/terms',
  '/about',
] as const;

const patterns = SPA_ROUTES.map((route) => new RegExp(`^${route.replace(/\$[A-Za-z]+/g, '[^/]+')}$`));

export function isSpaRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((p) => p.test(path));
}
