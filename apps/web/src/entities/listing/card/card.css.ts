import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media as mq } from '../../../ui/breakpoints';
import { photoPlaceholder } from '../../../ui/fadeInImage.css';
import { vars } from '../../../ui/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  height: '100%',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  transition: `box-shadow ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.brandMuted } },
  // Cards below the screen are not styled, laid out or painted until they come near it: most of
  // a browse page's first paint is otherwise spent on cards nobody sees yet. Until then each
  // holds a card's usual height (and, once drawn, its own).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 22rem',
});

export const variant = styleVariants({
  grid: { flexDirection: 'column' },
  list: { flexDirection: 'row' },
});

export const media = style({
  position: 'relative',
  flexShrink: 0,
  aspectRatio: '4 / 3',
  background: photoPlaceholder,
  selectors: {
    [`${variant.grid} &`]: { width: '100%' },
    [`${variant.list} &`]: { width: '112px', alignSelf: 'flex-start' },
  },
  '@media': {
    [mq.sm]: { selectors: { [`${variant.list} &`]: { width: '220px' } } },
  },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  width: '100%',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const status = style({ position: 'absolute', top: vars.space[2], left: vars.space[2] });

/** Grid cards are half a phone wide: tighter there, roomier from `sm`. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  flex: 1,
  minWidth: 0,
  padding: vars.space[3],
  selectors: { [`${variant.grid} &`]: { gap: vars.space[1] } },
  '@media': { [mq.sm]: { padding: vars.space[4], selectors: { [`${variant.grid} &`]: { gap: vars.space[2] } } } },
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The title link; its ::after covers the card, and carries the focus ring around the whole card. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { color: vars.color.brand },
    [`${card}:hover &`]: { color: vars.color.brand, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: vars.focusRing, outlineOffset: '-3px' },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[3],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  // One line on a half-phone card: size and instrument, cut short rather than wrapped.
  selectors: { [`${variant.grid} &`]: { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } },
  '@media': { [mq.sm]: { selectors: { [`${variant.grid} &`]: { display: 'flex', whiteSpace: 'normal' } } } },
});

globalStyle(`${variant.grid} ${meta} > span:not(:last-child)`, { marginRight: vars.space[2] });

/** How the size compares with the reference of a similar-size browse: one line, kept while unknown. */
/** One line kept even while empty, so cards stay level; a maker's equivalence may wrap rather than be cut. */
export const sizeReason = style({
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const price = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  '@media': { [mq.sm]: { fontSize: vars.fontSize.lg } },
});

export const description = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    [`${variant.list} &`]: { WebkitLineClamp: 2 },
    // Half a phone is too narrow for it: the title, price and seller matter more there.
    [`${variant.grid} &`]: { display: 'none' },
  },
  '@media': { [mq.sm]: { selectors: { [`${variant.grid} &`]: { display: '-webkit-box' } } } },
});

export const seller = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  marginTop: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Above the stretched link, so its buttons take their own clicks. */
export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});
