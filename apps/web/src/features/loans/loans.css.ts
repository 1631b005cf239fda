import { style } from '@vanilla-extract/css';
import { media as mq } from '../../ui/breakpoints';
import { photoPlaceholder } from '../../ui/fadeInImage.css';
import { vars } from '../../ui/theme.css';

/** The fields of the loan dialogs, spaced like the dialog itself. */

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  '@media': { [mq.sm]: { flexDirection: 'row' } },
});

export const photo = style({
  flexShrink: 0,
  width: '100%',
  aspectRatio: '4 / 3',
  background: photoPlaceholder,
  '@media': { [mq.sm]: { width: '200px', alignSelf: 'flex-start' } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], flex: 1, minWidth: 0, padding: vars.space[4] });

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const description = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const waiting = style({ fontSize: vars.fontSize.sm, color: vars.color.info, fontWeight: vars.fontWeight.medium });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginTop: 'auto',
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

/** The loan's start date: shown in a field for alignment, but plainly not editable. */
export const readOnlyControl = style({ background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'default' });
