import { FILTER_DEBOUNCE_MS } from '@mpx/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FILTER_KEYS, parseFilters, type FilterKey, type ListingFilters } from '../../../entities/listing/listingSearch';

/** What the filter inputs hold: text, as typed. */
export type FilterDraft = Record<FilterKey, string>;

const asText = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** Each filter the bar edits as its input's text (empty when unset): one per key of the shared table's bar parameters. */
export function toDraft(filters: ListingFilters): FilterDraft {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- one entry for each key of FILTER_KEYS, which are the draft's keys
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, asText(filters[key])])) as FilterDraft;
}

const EMPTY_DRAFT = toDraft({});

function filtersKey(filters: ListingFilters): string {
  return JSON.stringify(FILTER_KEYS.map((key) => filters[key] ?? null));
}

export interface FilterDraftOptions {
  delay?: number;
  /**
   * Rewrites the parsed filters before they are applied ("like my 7C" typed as the search text
   * becomes the `like` filter); the inputs then show the rewritten filters at once.
   */
  transform?: (filters: ListingFilters) => ListingFilters;
  /**
   * Whether typed filters may apply on a pause; when it says no ("like Bach 7", perhaps on its
   * way to "7C"), they wait for more typing or for Enter.
   */
  readyOnPause?: (filters: ListingFilters) => boolean;
}

/**
 * The filter inputs' text, applied (parsed, then handed to `onApply`) once typing pauses for
 * FILTER_DEBOUNCE_MS (product §4) and `readyOnPause` agrees, at once on Enter or Reset. When the
 * applied filters change by other means (Back, a shared link), the inputs follow them.
 */
export function useFilterDraft(
  value: ListingFilters,
  onApply: (filters: ListingFilters) => void,
  { delay = FILTER_DEBOUNCE_MS, transform, readyOnPause }: FilterDraftOptions = {},
) {
  // `value` changes identity on every render; its key says when it really changed.
  const valueKey = filtersKey(value);
  const [draft, setDraft] = useState(() => toDraft(value));
  /** The applied filters the inputs last followed. */
  const [followedKey, setFollowedKey] = useState(valueKey);
  /**
   * Filters this hook applied itself, until they come back as `value`: typing may have gone on
   * meanwhile (the URL changes once the route has loaded), and that text must not be replaced.
   */
  const [echoKey, setEchoKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest render's values, for the debounce timer and the handlers.
  const latest = useRef({ valueKey, onApply, transform, readyOnPause, draft });
  useEffect(() => {
    latest.current = { valueKey, onApply, transform, readyOnPause, draft };
  });

  // The applied filters changed: adjust the draft while rendering (react.dev, "You Might Not
  // Need an Effect"). Our own filters coming back, or filters the draft already says, keep the
  // text as typed ("Bach " stays "Bach ", not "Bach").
  if (followedKey !== valueKey) {
    setFollowedKey(valueKey);
    setEchoKey(null);
    if (echoKey !== valueKey && filtersKey(parseFilters(draft)) !== valueKey) setDraft(toDraft(value));
  }

  const apply = useCallback((next: FilterDraft) => {
    clearTimeout(timer.current);
    const parsed = parseFilters(next);
    const filters = latest.current.transform?.(parsed) ?? parsed;
    // Rewritten: the inputs say what is applied now, before the URL echoes it.
    if (filters !== parsed) setDraft(toDraft(filters));
    const key = filtersKey(filters);
    if (key === latest.current.valueKey) return;
    setEchoKey(key);
    latest.current.onApply(filters);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const setField = useCallback(
    (field: FilterKey, text: string) => {
      setDraft((current) => ({ ...current, [field]: text }));
      clearTimeout(timer.current);
      // By the time it fires, `latest` holds the draft with this change (and any later ones).
      timer.current = setTimeout(() => {
        const { draft: typed, readyOnPause: ready } = latest.current;
        if (ready?.(parseFilters(typed)) !== false) apply(typed);
      }, delay);
    },
    [apply, delay],
  );

  const applyNow = useCallback(() => apply(latest.current.draft), [apply]);

  const reset = useCallback(() => {
    setDraft(EMPTY_DRAFT);
    apply(EMPTY_DRAFT);
  }, [apply]);

  return { draft, setField, applyNow, reset };
}
