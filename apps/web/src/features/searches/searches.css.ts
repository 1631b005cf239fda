import { style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

/** Takes the focus after a deletion, so it is not lost with the card; no ring, it is not a control. */
export const listRegion = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], outline: 'none' });

export const card = style({ gap: vars.space[3] });

export const title = style({ overflowWrap: 'anywhere' });

export const summary = style({ overflowWrap: 'anywhere' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The Alerts switch and the actions: one row from `sm` up. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.sm]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const alertsSwitch = style({ minWidth: '140px' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[7]} ${vars.space[4]}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** The profile's short list. */
export const shortList = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const shortItem = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0, overflowWrap: 'anywhere' });

export const sectionHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: vars.space[3] });
