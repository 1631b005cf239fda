import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  flexShrink: 0,
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

/** The unread dot, over the bell's shoulder. */
export const triggerDot = style({ position: 'absolute', top: '7px', right: '7px' });

export const content = style({ width: 'min(360px, calc(100vw - 16px))', maxHeight: 'min(480px, 70vh)', overflowY: 'auto' });

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const markAll = style({ width: 'auto', minHeight: '32px', fontSize: vars.fontSize.sm, color: vars.color.brand });

export const item = style({ alignItems: 'flex-start' });

export const unreadItem = style({ background: vars.color.brandSubtle });

export const dotSlot = style({ display: 'inline-flex', width: '10px', paddingTop: '6px', flexShrink: 0 });

export const text = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const message = style({ overflowWrap: 'anywhere', fontSize: vars.fontSize.sm });

export const unreadMessage = style({ fontWeight: vars.fontWeight.bold });

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const empty = style({ padding: `${vars.space[3]} ${vars.space[3]}`, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
