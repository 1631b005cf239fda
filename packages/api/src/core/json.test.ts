import { describe, expect, it } from 'vitest';
import { composeJson, shareJson, toJson } from './json';

describe('toJson', () => {
  it('gives exactly JSON.stringify for composed answers, reusing shared parts', () => {
    const listing = shareJson({ id: 1, name: 'Bach "3C"', tags: ['a', 'b'], missing: undefined });
    const page = composeJson({ items: [listing, listing], facets: shareJson(['x', 'y']), meta: { page: 1, none: null }, skipped: undefined });
    expect(toJson(page)).toBe(JSON.stringify(page));
    listing.name = 'changed'; // marked values must not change: the first text is kept
    expect(toJson(page)).toContain('Bach \\"3C\\"');
    expect(toJson(listing)).toContain('Bach \\"3C\\"');
  });

  it('leaves everything else to JSON.stringify', () => {
    const plain = { error: 'x', issues: [{ path: 'a', message: 'b' }] };
    expect(toJson(plain)).toBe(JSON.stringify(plain));
    expect(toJson('text')).toBe('"text"');
  });
});
