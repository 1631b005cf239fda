/**
 * Where the rim chart puts things, in pixels: the mm axis and its ticks, and each model's label
 * staggered into rows (tiers) so no two labels of a maker's lane overlap. Pure arithmetic, so it
 * is tested without a browser; the widths of labels are estimated from their characters.
 */

/** Tick steps the axis may use, in mm. */
const STEPS = [0.1, 0.2, 0.25, 0.5, 1, 2, 5] as const;
/** At least this many pixels between two ticks, so their labels ("16.5") never touch. */
const MIN_TICK_PX = 56;
/** Room left of the smallest and right of the largest rim, in mm. */
const MARGIN_MM = 0.2;

export interface RimAxis {
  from: number;
  to: number;
  ticks: number[];
  /** The x of a rim diameter, 0 … width. */
  x: (mm: number) => number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** An axis over the rims shown, with round ticks as close together as the width allows. */
export function rimAxis(rims: readonly number[], width: number): RimAxis {
  const min = Math.min(...rims);
  const max = Math.max(...rims);
  const lo = min - MARGIN_MM;
  const hi = max + MARGIN_MM;
  const step: number = STEPS.find((s) => ((hi - lo) / s) * MIN_TICK_PX <= width) ?? 5;
  const from = round(Math.floor(lo / step) * step);
  const to = round(Math.ceil(hi / step) * step);
  const ticks: number[] = [];
  for (let i = 0; from + i * step <= to + 1e-9; i++) ticks.push(round(from + i * step));
  return { from, to, ticks, x: (mm) => ((mm - from) / (to - from)) * width };
}

/** Pixels of a character in the chart's label font (0.875rem), rounded up. */
function charWidth(char: string): number {
  if (char === ' ' || char === '.' || char === ',') return 4.5;
  if (char === '/' || char === '-' || char === '(' || char === ')') return 5.5;
  if (/[A-Z]/.test(char)) return 10.5;
  return 8.5;
}

const LABEL_PADDING = 12;
const BADGE_BASE = 20;
const BADGE_DIGIT = 8;

/** A label's width: its text, padding, and the count badge when there is one. */
export function labelWidth(code: string, count: number): number {
  const text = Array.from(code).reduce((sum, char) => sum + charWidth(char), 0);
  const badge = count > 0 ? BADGE_BASE + BADGE_DIGIT * (String(count).length - 1) + 4 : 0;
  return Math.ceil(text + LABEL_PADDING + badge);
}

export interface Placement {
  /** The label's left edge, kept inside 0 … width. */
  left: number;
  /** 0 is the row nearest the axis line. */
  tier: number;
}

/** Space kept between two labels of one row. */
const GAP = 6;

/**
 * Labels centred over their x where there is room, each in the nearest row (to the line) where
 * it clears the labels already placed. `items` must be in order of x; the answer follows it.
 */
export function stagger(items: readonly { x: number; width: number }[], width: number): { placements: Placement[]; tiers: number } {
  const rowEnds: number[] = [];
  const placements = items.map(({ x, width: w }) => {
    const left = Math.max(0, Math.min(width - w, x - w / 2));
    let tier = rowEnds.findIndex((end) => end + GAP <= left);
    if (tier === -1) tier = rowEnds.push(0) - 1;
    rowEnds[tier] = left + w;
    return { left, tier };
  });
  return { placements, tiers: Math.max(1, rowEnds.length) };
}
