import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

/** An offer or a deal: a bordered card, compact enough to sit above a conversation's composer. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const terms = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const note = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], paddingTop: vars.space[2], borderTop: `1px solid ${vars.color.border}` });

/** One listing's offers (My Listings, the Deals page). */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const groupTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2], margin: 0, fontSize: vars.fontSize.lg });

/** The offers pinned above a conversation's composer. */
export const pinned = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** A reserved listing on its page: who it is reserved for, and the steps. */
export const reservation = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
