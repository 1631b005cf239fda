import { style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  scrollMarginTop: '80px',
  '@media': { [media.sm]: { gap: vars.space[4] } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const resultsTitle = style({ outline: 'none' });

export const controls = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[3], marginLeft: 'auto' });

export const count = style({ minHeight: '1.5em', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const refreshing = style({ opacity: 0.6, transition: `opacity ${vars.duration.normal}` });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[7]} ${vars.space[4]}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const emptyTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** Compact on phones (title and link only), so the first listings show on the first screen. */
export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[1],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandActive})`,
  color: vars.color.onBrand,
  '@media': { [media.sm]: { gap: vars.space[3], padding: `${vars.space[6]} ${vars.space[5]}` } },
});

export const heroTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.onBrand,
  '@media': { [media.sm]: { fontSize: vars.fontSize.xxl } },
});

export const heroText = style({
  display: 'none',
  maxWidth: '60ch',
  fontSize: vars.fontSize.lg,
  opacity: 0.95,
  '@media': { [media.sm]: { display: 'block' } },
});

export const heroLink = style({
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.onBrand }, '&:focus-visible': { outlineColor: vars.color.onBrand } },
});

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], '@media': { [media.sm]: { gap: vars.space[5] } } });

export const more = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[2] });
