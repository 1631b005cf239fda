/** The board's filters as the URL holds them: /wanted?instrument_type=Trumpet&near=3000&within_km=50. */
export interface WantedSearch {
  instrument_type?: string;
  near?: string;
  within_km?: number;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined);

/** Reads the URL's filters; anything else in it is dropped. The API checks the values. */
export function parseWantedSearch(search: Record<string, unknown>): WantedSearch {
  const out: WantedSearch = {};
  for (const key of ['instrument_type', 'near'] as const) {
    const value = text(search[key]);
    if (value !== undefined) out[key] = value;
  }
  // A number, as the browse pages' own `within_km` (links between them share the key).
  const within = Number(text(search.within_km));
  if (Number.isFinite(within) && within > 0) out.within_km = within;
  return out;
}
