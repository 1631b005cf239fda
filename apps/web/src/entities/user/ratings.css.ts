import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const list = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingBlock: vars.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const comment = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const none = style({ color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
