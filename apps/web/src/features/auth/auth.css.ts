import { style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** Two fields side by side from `sm` (first/last name, state/postcode). */
export const pair = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });
