/** Times are integer milliseconds in the database and ISO-8601 UTC strings in the API. */
export function iso(ms: number): string {
  return new Date(ms).toISOString();
}
