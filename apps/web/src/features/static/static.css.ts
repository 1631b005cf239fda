import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], paddingLeft: vars.space[5] });

export const updated = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
