import type { WantedPost } from '@mpx/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A wanted post as the API sends it: Alex's "Schilke 14" trumpet, open for most of its 90 days. */
export function wantedFixture(overrides: Partial<WantedPost> = {}): WantedPost {
  return {
    wanted_id: 1,
    member: { id: 12, name: 'Alex' },
    suburb: 'Carlton VIC',
    instrument_type: 'Trumpet',
    like: 'Schilke 14',
    rim_min: null,
    rim_max: null,
    cup: null,
    price_max: 300,
    near: '3053',
    within_km: 50,
    note: 'Silver, not gold.',
    summary: 'Trumpet · like Schilke 14 · under $300 · within 50 km of 3053',
    query: 'instrument_type=Trumpet&like=Schilke+14&price_max=300&near=3053&within_km=50',
    created_at: '2026-03-02T00:00:00.000Z',
    expires_at: new Date(Date.now() + 80 * DAY_MS).toISOString(),
    ...overrides,
  };
}

export const inDays = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString();
