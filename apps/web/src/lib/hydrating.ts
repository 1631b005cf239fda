import { useSyncExternalStore } from 'react';

const never = () => () => {};
const inBrowser = () => false;
const onServer = () => true;

/**
 * True while a page is drawn on the server and while the browser hydrates that markup (ADR 020),
 * false after and in pages the browser draws itself: React renders each component once more
 * with `false` right after hydrating, so what only the browser knows (its time zone) comes then,
 * and both sides draw the same markup first.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(never, inBrowser, onServer);
}
