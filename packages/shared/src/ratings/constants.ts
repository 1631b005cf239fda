/** Contract §3.2: stars are a whole number in this range. */
export const MIN_STARS = 1;
export const MAX_STARS = 5;
