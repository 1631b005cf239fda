import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });

const ring = style({
  display: 'inline-block',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});

export const size = styleVariants({
  sm: [ring, { width: '1em', height: '1em' }],
  md: [ring, { width: '24px', height: '24px', borderWidth: '3px', color: vars.color.brand }],
  lg: [ring, { width: '40px', height: '40px', borderWidth: '4px', color: vars.color.brand }],
});

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  padding: vars.space[7],
  color: vars.color.textMuted,
});
