import { style } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const number = style({ minWidth: '36px', paddingInline: vars.space[2] });

export const gap = style({ minWidth: '24px', textAlign: 'center', color: vars.color.textMuted });

/** "Previous" / "Next" words from `sm` up; phones show the arrows (the buttons keep their names). */
export const wideText = style({ display: 'none', '@media': { [media.sm]: { display: 'inline' } } });
