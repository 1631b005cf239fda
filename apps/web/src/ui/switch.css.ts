import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const row = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[4] });

export const root = style({
  position: 'relative',
  flexShrink: 0,
  width: '44px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.duration.fast}`,
  selectors: { '&[data-state="checked"]': { background: vars.color.brand } },
});

export const thumb = style({
  display: 'block',
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(2px)',
  transition: `transform ${vars.duration.fast}`,
  selectors: { '&[data-state="checked"]': { transform: 'translateX(22px)' } },
});
