import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
