import { style } from '@vanilla-extract/css';
import { media } from '../../../ui/breakpoints';
import { vars } from '../../../ui/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** Two fields side by side from `sm` up. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.medium });

export const boxes = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space[5], rowGap: vars.space[2] });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space[2] });
