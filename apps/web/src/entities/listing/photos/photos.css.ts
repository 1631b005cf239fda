import { style, styleVariants } from '@vanilla-extract/css';
import { photoPlaceholder } from '../../../ui/fadeInImage.css';
import { scrollX } from '../../../ui/scroll.css';
import { vars } from '../../../ui/theme.css';

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

export const variant = styleVariants({
  inline: {},
  fullscreen: { flex: 1, minHeight: 0 },
});

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  selectors: {
    [`${variant.inline} &`]: { aspectRatio: '4 / 3', background: photoPlaceholder, borderRadius: vars.radius.lg },
    // Once the photo is in, the bands beside a photo of another shape are neutral again.
    [`${variant.inline} &:has(img[data-loaded="true"])`]: { background: vars.color.surfaceMuted },
    [`${variant.fullscreen} &`]: { flex: 1, minHeight: 0 },
  },
});

export const photo = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const zoomable = style({ cursor: 'zoom-in' });

export const navButton = style({
  position: 'absolute',
  background: 'rgba(255, 255, 255, 0.92)',
  color: vars.color.text,
  borderRadius: vars.radius.pill,
  boxShadow: vars.shadow.md,
  selectors: { '&:hover': { background: vars.color.surface } },
});

export const previous = style({ left: vars.space[2], top: '50%', transform: 'translateY(-50%)' });
export const next = style({ right: vars.space[2], top: '50%', transform: 'translateY(-50%)' });
export const expand = style({ right: vars.space[2], top: vars.space[2] });

export const counter = style({
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: { [`${variant.fullscreen} &`]: { color: vars.color.textInverse } },
});

export const strip = style([
  scrollX,
  {
    display: 'flex',
    gap: vars.space[2],
    margin: 0,
    padding: '4px',
    listStyle: 'none',
    selectors: { [`${variant.fullscreen} &`]: { justifyContent: 'center' } },
  },
]);

export const thumb = style({
  display: 'block',
  width: '64px',
  height: '64px',
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: photoPlaceholder,
  opacity: 0.75,
  selectors: {
    '&:hover': { opacity: 1 },
    [`${variant.fullscreen} &:focus-visible`]: { outlineColor: vars.color.textInverse },
  },
});

export const thumbCurrent = style({ borderColor: vars.color.brand, opacity: 1 });

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const viewerOverlay = style({ position: 'fixed', inset: 0, zIndex: vars.zIndex.overlay, background: 'rgba(10, 8, 14, 0.97)' });

export const viewer = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[3],
  color: vars.color.textInverse,
  outline: 'none',
});

export const viewerBar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] });

export const viewerTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.textInverse });

export const viewerClose = style({
  color: vars.color.textInverse,
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.15)' }, '&:focus-visible': { outlineColor: vars.color.textInverse } },
});
