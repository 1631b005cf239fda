import { style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

/**
 * One row of cards, as wide as the browse grid's columns so the cards look the same: four fill
 * it from `lg`; on narrower screens it scrolls sideways, the next card peeking in.
 */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc((100% - ${vars.space[3]}) / 2.15)`,
  gap: vars.space[3],
  margin: 0,
  padding: `0 0 ${vars.space[2]}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '@media': {
    [media.sm]: { gap: vars.space[4], gridAutoColumns: `calc((100% - ${vars.space[4]}) / 2.15)` },
    [media.lg]: { gridAutoColumns: `calc((100% - 3 * ${vars.space[4]}) / 4)` },
  },
});

export const item = style({ scrollSnapAlign: 'start', minWidth: 0 });

export const invitation = style({ margin: 0, color: vars.color.textMuted });

export const more = style({ alignSelf: 'flex-start', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
