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

/** 1 column on phones, 2 from `sm`, 4 from `lg` (the listing grid of the spec). */
export const cardGrid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
