import { FILTER_DEBOUNCE_MS } from '@mpx/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FILTER_KEYS, parseFilters, type FilterKey, type ListingFilters } from './listingSearch';

/** What the filter inputs hold: text, as typed. */
export type FilterDraft = Record<FilterKey, string>;

export function toDraft(filters: ListingFilters): FilterDraft {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, filters[key] === undefined ? '' : String(filters[key])])) as FilterDraft;
}

const EMPTY_DRAFT = toDraft({});

function filtersKey(filters: ListingFilters): string {
  return JSON.stringify(FILTER_KEYS.map((key) => filters[key] ?? null));
}

/**
 * The filter inputs' text, applied (parsed, then handed to `onApply`) once typing pauses for
 * FILTER_DEBOUNCE_MS (product §4), at once on Enter or Reset. When the applied filters change
 * by other means (Back, a shared link), the inputs follow them.
 */
export function useFilterDraft(value: ListingFilters, onApply: (filters: ListingFilters) => void, delay = FILTER_DEBOUNCE_MS) {
  const valueKey = filtersKey(value);
  const [draft, setDraftState] = useState(() => toDraft(value));
  const draftRef = useRef(draft);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The filters this hook last applied, until they come back as `value`. */
  const echo = useRef<string | null>(null);
  const latest = useRef({ valueKey, onApply });
  useEffect(() => {
    latest.current = { valueKey, onApply };
  });

  const setDraft = useCallback((next: FilterDraft) => {
    draftRef.current = next;
    setDraftState(next);
  }, []);

  const apply = useCallback((next: FilterDraft) => {
    clearTimeout(timer.current);
    const filters = parseFilters(next);
    const key = filtersKey(filters);
    if (key === latest.current.valueKey) return;
    echo.current = key;
    latest.current.onApply(filters);
  }, []);

  useEffect(() => {
    if (echo.current === valueKey) {
      echo.current = null;
      return;
    }
    clearTimeout(timer.current);
    setDraft(toDraft(value));
    // `value` changes identity on every render; its key says when it really changed.
  }, [valueKey, setDraft]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setField = useCallback(
    (field: FilterKey, text: string) => {
      const next = { ...draftRef.current, [field]: text };
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => apply(next), delay);
    },
    [apply, delay, setDraft],
  );

  const applyNow = useCallback(() => apply(draftRef.current), [apply]);

  const reset = useCallback(() => {
    setDraft(EMPTY_DRAFT);
    apply(EMPTY_DRAFT);
  }, [apply, setDraft]);

  return { draft, setField, applyNow, reset };
}
