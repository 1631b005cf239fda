import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const headerCard = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: '2px', flex: '1 1 220px', minWidth: 0 });

export const listingLink = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const subject = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const price = style({ fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const pay = style({ flex: '0 1 auto' });

/** The scrolling thread: newest at the bottom, short threads sit at the bottom too. */
export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  height: 'clamp(280px, calc(100vh - 440px), 900px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const spacer = style({ flex: '1 1 auto' });

export const older = style({ display: 'flex', justifyContent: 'center', paddingBottom: vars.space[3] });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

const messageBase = style({ display: 'flex', flexDirection: 'column', gap: '2px', maxWidth: 'min(80%, 560px)' });

export const theirs = style([messageBase, { alignSelf: 'flex-start', alignItems: 'flex-start' }]);

export const own = style([messageBase, { alignSelf: 'flex-end', alignItems: 'flex-end' }]);

const bubbleBase = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.lg,
  // Text as typed: line breaks kept, long words and links wrapped instead of overflowing.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
  unicodeBidi: 'plaintext',
  lineHeight: vars.lineHeight.normal,
});

export const theirBubble = style([bubbleBase, { background: vars.color.surfaceMuted, color: vars.color.text, borderBottomLeftRadius: vars.radius.sm }]);

export const ownBubble = style([bubbleBase, { background: vars.color.brand, color: vars.color.onBrand, borderBottomRightRadius: vars.radius.sm }]);

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const empty = style({ margin: 'auto', color: vars.color.textMuted, textAlign: 'center' });

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const composerActions = style({ display: 'flex', justifyContent: 'flex-end' });
