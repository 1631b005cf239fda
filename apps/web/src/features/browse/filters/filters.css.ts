import { style } from '@vanilla-extract/css';
import { media } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[3],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': { [media.sm]: { padding: vars.space[4] } },
});

export const top = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2] });

export const search = style({ flex: 1, minWidth: 0 });

/** Only below `md`: the wide layout always shows every filter. */
export const toggle = style({
  minHeight: '42px',
  '@media': { [media.md]: { display: 'none' } },
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space[1]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

/** Fields top-aligned: "Similar to" keeps a line under its input for what the size means. */
export const panel = style({
  display: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'start',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.md]: { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const panelOpen = style({ display: 'grid' });

/** Its own row under the fields, at the right. */
export const reset = style({ gridColumn: '-2 / -1', display: 'flex', justifyContent: 'flex-end' });

/** "Similar to" with the rim range and the cup under it: one cell of the panel, the size filters together. */
export const sizeGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

export const rimRange = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0, margin: 0, padding: 0, border: 'none' });

export const rimInputs = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
