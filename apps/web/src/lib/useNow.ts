import { useSyncExternalStore } from 'react';

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

/** Milliseconds since the epoch, at most a minute old. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, getNow);
}
