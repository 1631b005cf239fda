import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

/** Label and control on one line (hint and error, if any, wrap below). */
export const sideLabel = style({ flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space[2] });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const optional = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.error, fontWeight: vars.fontWeight.medium });

/** Shared look of text inputs, text areas and the select trigger. */
export const control = style({
  width: '100%',
  minHeight: '42px',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { outline: vars.focusRing, outlineOffset: '1px', borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.error },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const textarea = style({ resize: 'vertical', minHeight: '96px' });

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const withTrailing = style({ paddingRight: '48px' });

export const trailing = style({ position: 'absolute', right: vars.space[1] });

/** Beside its label, a control is as wide as its content, not the whole line. */
globalStyle(`${sideLabel} > ${control}`, { width: 'auto' });
