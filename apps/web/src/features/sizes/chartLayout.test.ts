import { describe, expect, it } from 'vitest';
import { labelWidth, rimAxis, stagger } from './chartLayout';

describe('the rim chart’s layout', () => {
  it('puts round ticks over the rims shown, as close together as the width allows', () => {
    const wide = rimAxis([16.2, 17.3], 800);
    expect(wide.ticks).toEqual([16, 16.2, 16.4, 16.6, 16.8, 17, 17.2, 17.4, 17.6]);
    expect(wide.x(wide.from)).toBe(0);
    expect(wide.x(wide.to)).toBe(800);
    const narrow = rimAxis([16.2, 17.3], 200);
    expect(narrow.ticks).toEqual([16, 16.5, 17, 17.5]);
    // One rim alone still gets an axis around it.
    expect(rimAxis([25.4], 600).ticks).toContain(25.4);
  });

  it('staggers labels into rows so that none overlap, each as near the line as it fits', () => {
    const width = 500;
    const items = [100, 102, 104, 104, 200, 300, 499].map((x, i) => ({
      x,
      width: labelWidth(['7C', '7B', '1 1/2C', '6 1/2AL', '14A4a', '3', 'SM5'][i] ?? '', i === 0 ? 12 : 0),
    }));
    const { placements, tiers } = stagger(items, width);
    expect(placements.map((p) => p.tier)).toEqual([0, 1, 2, 3, 0, 0, 0]);
    expect(tiers).toBe(4);
    for (const [i, a] of placements.entries()) {
      const w = items[i]?.width ?? 0;
      expect(a.left).toBeGreaterThanOrEqual(0);
      expect(a.left + w).toBeLessThanOrEqual(width);
      for (const [j, b] of placements.entries()) {
        if (j <= i || a.tier !== b.tier) continue;
        const overlap = Math.min(a.left + w, b.left + (items[j]?.width ?? 0)) - Math.max(a.left, b.left);
        expect(overlap).toBeLessThan(0);
      }
    }
  });

  it('makes room in a label for its count', () => {
    expect(labelWidth('7C', 3)).toBeGreaterThan(labelWidth('7C', 0));
    expect(labelWidth('7C', 120)).toBeGreaterThan(labelWidth('7C', 3));
  });
});
