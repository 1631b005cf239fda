import { style } from '@vanilla-extract/css';
import { media } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space[2] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const counter = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.error, fontWeight: vars.fontWeight.medium });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

const tileBase = style({
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const tile = style([tileBase, { border: `1px solid ${vars.color.border}`, background: vars.color.surfaceMuted, cursor: 'grab' }]);

export const dragging = style({ opacity: 0.4 });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const cover = style({
  position: 'absolute',
  top: vars.space[1],
  left: vars.space[1],
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const tileActions = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  justifyContent: 'space-between',
  padding: vars.space[1],
  background: 'linear-gradient(transparent, rgba(20, 16, 28, 0.6))',
});

export const tileButton = style({
  background: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surface }, '&:disabled': { opacity: 0.4 } },
});

export const addTile = style([tileBase, { border: `2px dashed ${vars.color.borderStrong}` }]);

/** Visually hidden but focusable: its label is the visible control. */
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const addLabel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  width: '100%',
  height: '100%',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSubtle },
    [`${fileInput}:focus-visible + &`]: { outline: vars.focusRing, outlineOffset: '-4px', borderRadius: vars.radius.md },
  },
});

export const rejectedList = style({ margin: 0, paddingLeft: vars.space[4], fontSize: vars.fontSize.sm });

/** File names can be long and unbroken. */
export const fileName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
