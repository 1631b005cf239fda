import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const headerActions = style({ display: 'flex', justifyContent: 'flex-start' });
