import type { MouseEvent } from 'react';

/**
 * A left click without a modifier: the one a link may take over for the app's own navigation.
 * Any other (ctrl or middle for a new tab, shift for a window, alt to download) is the browser's.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
