import { useEffect } from 'react';
import type { SearchActions } from '../useSearchActions';
import { filtersOf, type ListingSearch } from '../listingSearch';
import { LIKE_PHRASE, likeFromSearchText } from './sizeTexts';
import { useSizes } from '../../size/useSizes';

/**
 * A browse URL whose search text is "like my 7C" (a shared link, or one applied before the size
 * table had loaded) is rewritten in place to the `like` filter, as the filter bar does when the
 * phrase is typed, so the chip and the "Similar to" field show the reference.
 */
export function useLikeSearch(search: ListingSearch, setFilters: SearchActions['setFilters']) {
  const sizes = useSizes(search.like !== undefined || (search.q !== undefined && LIKE_PHRASE.test(search.q)));
  useEffect(() => {
    if (!sizes || search.q === undefined) return;
    const next = likeFromSearchText(sizes, filtersOf(search));
    if (next) setFilters(next, { replace: true });
  }, [sizes, search, setFilters]);
}
