import { useCallback, useEffect, useRef } from 'react';
import { useNearMemory, useRefusedNearDropped } from './near';

/** How far the page's listings query has got with its current input. */
interface Answer {
  isSuccess: boolean;
  /** The previous input's answer, kept on screen while the current one loads. */
  isPlaceholderData: boolean;
  error: unknown;
}

/**
 * "Near" on the browse pages (product §17). A postcode typed there is remembered only once the
 * browse measured from it has answered, so one the API does not know is refused for that search
 * and never kept; emptying "Near" (or Reset) forgets it; a default one the API refuses is dropped.
 * Returns the filter bar's apply: `applied` is the URL's postcode, `near` the default one.
 */
export function useBrowseNear<F extends { near?: string }>(
  applied: string | undefined,
  near: string | undefined,
  answer: Answer,
  apply: (filters: F) => void,
): (filters: F) => void {
  const memory = useNearMemory();
  /** The postcode typed and applied, until the browse measured from it answers. */
  const typed = useRef<string>(undefined);
  useRefusedNearDropped(applied === undefined ? near : undefined, answer.error);

  const measured = answer.isSuccess && !answer.isPlaceholderData;
  const failed = answer.error !== null && answer.error !== undefined;
  useEffect(() => {
    if (typed.current === undefined || typed.current !== applied || !(measured || failed)) return;
    if (measured) memory.remember(typed.current);
    typed.current = undefined;
  }, [applied, measured, failed, memory]);

  return useCallback(
    (filters: F) => {
      if (filters.near === undefined) memory.forget();
      else if (filters.near !== memory.snapshot().remembered) typed.current = filters.near;
      apply(filters);
    },
    [apply, memory],
  );
}
