import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], scrollMarginTop: '80px' });

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

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: `${vars.space[6]} ${vars.space[5]}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandActive})`,
  color: vars.color.onBrand,
});

export const heroTitle = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, color: vars.color.onBrand });

export const heroText = style({ maxWidth: '60ch', fontSize: vars.fontSize.lg, opacity: 0.95 });

export const heroLink = style({
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.onBrand }, '&:focus-visible': { outlineColor: vars.color.onBrand } },
});

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const more = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space[2] });
