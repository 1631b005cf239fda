import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

/** The heart on a card's photo: above the card's stretched link, so it takes its own clicks. */
export const onCard = style({
  position: 'absolute',
  top: vars.space[2],
  right: vars.space[2],
  zIndex: 2,
  background: vars.color.surface,
  borderRadius: '999px',
});

export const watched = style({ color: vars.color.brand });

export const watcherCount = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[4] });

export const entry = style({ display: 'grid', gap: vars.space[2] });

export const entryMeta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3], margin: 0 });

export const empty = style({ display: 'grid', gap: vars.space[3], justifyItems: 'start' });
