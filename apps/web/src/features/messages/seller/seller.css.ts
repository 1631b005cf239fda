import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const link = style({ alignSelf: 'center', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
