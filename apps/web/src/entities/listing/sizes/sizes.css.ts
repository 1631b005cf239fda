import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

/** A size message under a field: one line is always kept for it, so nothing moves when it comes. */
export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  overflowWrap: 'anywhere',
});

export const tone = styleVariants({
  hint: { color: vars.color.textMuted },
  warning: { color: vars.color.warning, fontWeight: vars.fontWeight.medium },
  error: { color: vars.color.error, fontWeight: vars.fontWeight.medium },
});

/** The icon sits on the first line of text. */
export const icon = style({ flexShrink: 0, marginTop: '0.1em' });

/** "Similar to Bach 7C (…), published equivalents first, then closest" and its Clear button, above the results. */
export const similarLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
  minHeight: '32px',
  padding: `${vars.space[1]} ${vars.space[1]} ${vars.space[1]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.brandMuted}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSubtle,
  fontSize: vars.fontSize.sm,
});

export const similarText = style({ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' });

/** At the right, on the text's line or, on phones, under it. */
export const clear = style({ marginLeft: 'auto' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
