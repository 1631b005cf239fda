import { DRAWN_TIME_ZONE } from '@mpx/shared';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useHydrating } from './hydrating';

/**
 * The time, as an external store: reading `Date.now()` while rendering would make renders
 * impure (the same props giving different output), so components that say "today" or show
 * the year read this instead. One shared clock ticks once a minute while anyone watches it.
 */
const TICK_MS = 60_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    // Nobody watched the clock, so it may have stood still: React re-reads it after subscribing.
    now = Date.now();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getNow = () => now;

/**
 * When the page was drawn on the server (ADR 020, 022): what the server read and what the browser
 * reads while hydrating, so both draw the same words; the browser's own clock takes over after.
 * Each page's own value, given at its root (app.tsx), never a module's.
 */
export const PageTime = createContext<number | undefined>(undefined);

/** The zone to read dates in: the viewer's (`undefined`), or the page's while it is drawn on the server or hydrated. */
export function useTimeZone(): string | undefined {
  return useHydrating() ? DRAWN_TIME_ZONE : undefined;
}

/** Milliseconds since the epoch, at most a minute old. */
export function useNow(): number {
  const pageTime = useContext(PageTime);
  return useSyncExternalStore(subscribe, getNow, pageTime === undefined ? getNow : () => pageTime);
}
