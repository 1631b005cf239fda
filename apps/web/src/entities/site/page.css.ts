import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[4],
  paddingBlock: vars.space[7],
});

export const bigNumber = style({
  fontSize: '4.5rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  color: vars.color.brand,
});
