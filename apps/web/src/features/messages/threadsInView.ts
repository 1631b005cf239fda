import { sameThread, type ThreadRef } from './types';

/**
 * The conversations open in this tab. A new message for one of them, while the tab is visible,
 * needs no snackbar and no badge bump: the page shows it and marks it read.
 */
const open = new Set<ThreadRef>();

/** Called by the conversation page while it is mounted; returns the function that unregisters it. */
export function registerOpenThread(thread: ThreadRef): () => void {
  const entry = { ...thread };
  open.add(entry);
  return () => {
    open.delete(entry);
  };
}

export function isThreadInView(thread: ThreadRef): boolean {
  if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return false;
  for (const entry of open) if (sameThread(entry, thread)) return true;
  return false;
}
