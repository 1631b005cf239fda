import { style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space[3],
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: '200px minmax(0, 1fr)', rowGap: vars.space[3], columnGap: vars.space[4] } },
});

/** Groups a dt/dd pair without adding a box, so the grid above lays them out. */
export const row = style({ display: 'contents' });

export const term = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });

export const definition = style({
  margin: 0,
  overflowWrap: 'anywhere',
  marginBottom: vars.space[3],
  '@media': { [media.sm]: { marginBottom: 0 } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const pair = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: vars.space[2] });

export const guide = style({ background: vars.color.brandSubtle, borderColor: vars.color.brandMuted });

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], paddingLeft: vars.space[5] });

export const helpSteps = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], paddingLeft: vars.space[5] });

export const example = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: `2px ${vars.space[1]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});
