/** Breakpoints in px (min-width). Below `md` the header shows the short name and the menu button. */
export const breakpoints = { sm: 600, md: 900, lg: 1200 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for vanilla-extract `@media` blocks: `{ '@media': { [media.md]: {...} } }`. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  belowMd: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
