/** The route's `$userId` as a member id, or null when it cannot be one. */
export function parseUserId(param: string): number | null {
  if (!/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
