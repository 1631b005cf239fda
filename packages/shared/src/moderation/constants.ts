/** API §7 and §12 Flag. */
export const FLAG_STATUSES = ['pending', 'reviewed', 'resolved'] as const;
export type FlagStatus = (typeof FLAG_STATUSES)[number];
