/**
 * The browse filters' query parameters, in the contract's order (api §4.1). Every declaration
 * of what a filter parameter means is keyed by this list and typed to cover all of it: the
 * parser (`listingQueryFields`), the OpenAPI description (`listingQueryParams`), a saved
 * search's text (`SEARCH_PARAM_TEXT`), the API's filter table (`listings/filter/rows.ts`) and
 * the web app's filter bar. A parameter added here fails to compile until each of them says
 * what it does with it.
 */
export const FILTER_PARAMS = [
  'instrument_type',
  'brand',
  'condition',
  'location_state',
  'model',
  'q',
  'price_min',
  'price_max',
  'open_to_swap',
  'open_to_loan',
  'like',
  'near',
  'within_km',
] as const;

export type FilterParam = (typeof FILTER_PARAMS)[number];

/** The parameters the web app's filter bar edits, in the bar's order (swap and loan are not in it). */
export const FILTER_BAR_PARAMS = [
  'q',
  'instrument_type',
  'brand',
  'model',
  'like',
  'location_state',
  'near',
  'within_km',
  'condition',
  'price_min',
  'price_max',
] as const satisfies readonly FilterParam[];
