/** The route's `$id` as a listing id, or null when it cannot be one (then the listing is not found). */
export function parseListingId(param: string): number | null {
  if (!/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
