import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** Above the listing, with little space under it: it belongs to the page, not to a section. */
export const backRow = style({ marginBottom: `calc(${vars.space[2]} - ${vars.space[5]})` });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: '32px',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const listed = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Phones: photos, summary, description. From `md`: photos and description left, summary right. */
export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"gallery" "summary" "description"',
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gridTemplateAreas: '"gallery summary" "description summary"',
      alignItems: 'start',
    },
  },
});

export const gallery = style({ gridArea: 'gallery', minWidth: 0 });

export const summary = style({ gridArea: 'summary', display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

export const description = style({ gridArea: 'description', display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const descriptionText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: '1.65' });

export const noPhoto = style({
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const titleBlock = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[2], overflowWrap: 'anywhere' });

export const price = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

globalStyle(`${fact} dt`, { color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'right', overflowWrap: 'anywhere' });

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[4],
  background: vars.color.brandSubtle,
  borderRadius: vars.radius.lg,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const seller = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const sellerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const sellerName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[4],
  paddingBlock: vars.space[7],
});
