import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });

export const stars = style({ display: 'inline-flex', gap: '1px', color: vars.color.star });

export const star = style({ position: 'relative', display: 'inline-flex' });

/** The filled copy of a star, clipped to the share of it that counts (4.5 → half a star). */
export const fill = style({ position: 'absolute', inset: 0, overflow: 'hidden', display: 'inline-flex' });

export const value = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
