import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const row = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space[3] });

export const group = style({ display: 'inline-flex', gap: vars.space[1] });

/** A 44px target per star; chosen and lower stars filled in the star colour, the rest outlined. */
export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-filled]': { color: vars.color.star },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const chosen = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });
