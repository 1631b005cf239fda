import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: vars.focusRing } },
});

export const variant = styleVariants({
  success: [base, { background: vars.color.successSubtle, color: vars.color.success, borderColor: vars.color.success }],
  error: [base, { background: vars.color.errorSubtle, color: vars.color.error, borderColor: vars.color.error }],
  warning: [base, { background: vars.color.warningSubtle, color: vars.color.warning, borderColor: vars.color.warning }],
  info: [base, { background: vars.color.infoSubtle, color: vars.color.info, borderColor: vars.color.info }],
});

export const icon = style({ flexShrink: 0, marginTop: '2px' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], color: vars.color.text, minWidth: 0 });

export const title = style({ fontWeight: vars.fontWeight.bold });

/** The close button sits at the end of the row, in the text's colour. */
export const dismiss = style({ marginLeft: 'auto', flexShrink: 0, color: vars.color.text });
