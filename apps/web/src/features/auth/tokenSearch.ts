/**
 * validateSearch for pages that read `?token=` from an emailed link. The router parses search
 * values as JSON, so an all-digit token would arrive as a number: take it back as text.
 */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  const { token } = search;
  if (typeof token === 'string' && token !== '') return { token };
  if (typeof token === 'number') return { token: String(token) };
  return {};
}
