import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The listing's cover in inbox rows and the conversation header, or a placeholder. */
export const thumb = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '56px',
  height: '56px',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const thumbLarge = style({ width: '88px', height: '88px' });

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** The general thread has no listing: the other member's initial instead. */
export const initial = style({
  background: vars.color.brandSubtle,
  color: vars.color.brandActive,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});
