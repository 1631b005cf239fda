import type * as SizesModule from '@mpx/shared/sizes';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The size table and its helpers (`@mpx/shared/sizes`). It is loaded on demand, in a chunk of
 * its own, so the pages that never read a size (the home page without a "Similar to" filter)
 * do not carry it: import its values only through `useSizes`, never statically (types are fine).
 */
export type Sizes = typeof SizesModule;

let loaded: Sizes | null = null;
let loading: Promise<Sizes> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the size table (once); resolves with it. A failed load may be tried again. */
export function loadSizes(): Promise<Sizes> {
  loading ??= import('@mpx/shared/sizes').then(
    (sizes) => {
      loaded = sizes;
      for (const listener of listeners) listener();
      return sizes;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const current = () => loaded;

/**
 * The size table once loaded, else null. `wanted` says whether this component needs it now;
 * once anything has loaded it, every caller gets it at once, wanted or not.
 */
export function useSizes(wanted = true): Sizes | null {
  const sizes = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    // Offline or a stale deploy: the hints stay away; the next wanted render tries again.
    if (wanted && !loaded) loadSizes().catch(() => {});
  }, [wanted]);
  return sizes;
}
