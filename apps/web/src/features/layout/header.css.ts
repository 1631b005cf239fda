import { style } from '@vanilla-extract/css';
import { media } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: '64px',
});

export const title = style({
  marginRight: 'auto',
  color: vars.color.brand,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brandHover } },
});

/** Both names are rendered; CSS picks one, and display:none also hides the other from screen readers. */
export const fullName = style({ display: 'none', '@media': { [media.md]: { display: 'inline' } } });
export const shortName = style({ '@media': { [media.md]: { display: 'none' } } });

export const wideOnly = style({
  display: 'none',
  '@media': { [media.md]: { display: 'flex', alignItems: 'center', gap: vars.space[2] } },
});
export const narrowOnly = style({ '@media': { [media.md]: { display: 'none' } } });

export const navList = style({ display: 'flex', alignItems: 'center', gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '40px',
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-status="active"]': { color: vars.color.brand, background: vars.color.brandSubtle },
  },
});

/** The Size guide link: on one line. */
export const guideLink = style({ whiteSpace: 'nowrap' });
/** Members' header is full below `lg`: there the guide is in the footer only. */
export const fromLarge = style({ display: 'none', '@media': { [media.lg]: { display: 'inline-flex' } } });

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:hover': { background: vars.color.brandHover } },
});

export const menuBadge = style({ marginLeft: 'auto' });
