import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: '2px', flex: 1, minWidth: 0 });

export const topLine = style({ display: 'flex', alignItems: 'baseline', gap: vars.space[2], minWidth: 0 });

export const name = style({ fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const unreadName = style({ fontWeight: vars.fontWeight.bold });

export const time = style({ marginLeft: 'auto', flexShrink: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const listing = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const preview = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const unreadPreview = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const badge = style({ flexShrink: 0 });
