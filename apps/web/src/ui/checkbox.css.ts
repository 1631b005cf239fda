import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

export const box = style({
  flexShrink: 0,
  width: '22px',
  height: '22px',
  marginTop: '1px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
  },
});

export const label = style({ fontSize: vars.fontSize.md, cursor: 'pointer' });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
