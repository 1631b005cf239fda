import { useState } from 'react';
import { FilterBar } from './FilterBar';
import type { ListingFilters } from '../../../entities/listing/listingSearch';
import { filterSuggestions } from '../../../entities/listing/suggestions';

const suggestions = filterSuggestions(undefined);

/** For the filter bar's tests, the page's role: hold the applied filters (the URL) and report each application. */
export function FilterBarHarness({ initial = {}, onApply = () => {} }: { initial?: ListingFilters; onApply?: (f: ListingFilters) => void }) {
  const [filters, setFilters] = useState(initial);
  return (
    <FilterBar
      value={filters}
      onChange={(next) => {
        onApply(next);
        setFilters(next);
      }}
      suggestions={suggestions}
    />
  );
}
