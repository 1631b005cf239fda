import { style } from '@vanilla-extract/css';

/**
 * A box that scrolls sideways instead of widening the page. `position: relative` is what keeps
 * it that way: a box with overflow clips only the descendants it contains as a positioned box,
 * so an absolutely positioned one (every visually hidden label is) would be laid out where it
 * falls in the wide content, clipped by nothing, and widen the page itself.
 */
export const scrollX = style({ position: 'relative', overflowX: 'auto' });
