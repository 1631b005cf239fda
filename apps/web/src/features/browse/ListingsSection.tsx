import type { ReactNode } from 'react';
import { Heading } from '../../ui/Heading';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { SaveSearchButton } from '../searches/SaveSearchButton';
import { viewOf, type ListingSearch } from '../../entities/listing/listingSearch';
import { ListingSkeletons } from '../../entities/listing/card/ListingSkeletons';
import type { Listing } from '../../entities/listing/types';
import * as styles from './browse.css';
import { ListingGrid } from './ListingGrid';
import { ResultsStatus } from './ResultsStatus';
import { SortSelect } from './SortSelect';
import type { BrowseRoute, SearchActions } from '../../entities/listing/useSearchActions';
import { ViewToggle } from './ViewToggle';

export const RESULTS_HEADING_ID = 'listing-results-title';

export interface ListingsSectionProps {
  title: string;
  /** The browse page showing the section (listing pages lead back to it). */
  route: BrowseRoute;
  /** When the page's h1 already says what this is. */
  titleHidden?: boolean;
  search: ListingSearch;
  actions: Pick<SearchActions, 'setSort' | 'setView'>;
  /** Undefined until the first answer. */
  listings: readonly Listing[] | undefined;
  /** 1-based positions of the first and last listing shown, and the number found. */
  range: { first: number; last: number; total: number } | undefined;
  error: unknown;
  /** Showing the previous results while new ones load. */
  isRefreshing: boolean;
  /** Under the results: the pager, or the load-more control. */
  children?: ReactNode;
  /** See `ListingGrid`. */
  priorityPhotos?: number;
}

/** Heading, sort and layout controls, the count line and the results in their states. */
export function ListingsSection({
  title,
  route,
  titleHidden,
  search,
  actions,
  listings,
  range,
  error,
  isRefreshing,
  children,
  priorityPhotos,
}: ListingsSectionProps) {
  const view = viewOf(search);
  const heading = (
    <Heading level={2} id={RESULTS_HEADING_ID} tabIndex={-1} className={styles.resultsTitle}>
      {title}
    </Heading>
  );
  return (
    <section aria-labelledby={RESULTS_HEADING_ID} className={styles.section}>
      <div className={styles.toolbar}>
        {titleHidden ? <VisuallyHidden asChild>{heading}</VisuallyHidden> : heading}
        <div className={styles.controls}>
          <SaveSearchButton search={search} />
          <SortSelect value={search.sort ?? 'newest'} onChange={actions.setSort} />
          <ViewToggle value={view} onChange={actions.setView} />
        </div>
      </div>
      <p className={styles.count} aria-live="polite">
        {range && range.total > 0 && range.last >= range.first && `Showing ${range.first} - ${range.last} of ${range.total} listings`}
      </p>
      {/* A failed refetch or next page keeps what is already shown, with the error above it. */}
      {!!error && <ResultsStatus state={{ kind: 'error', error }} />}
      {!listings ? (
        !error && <ListingSkeletons view={view} label="Loading listings..." />
      ) : listings.length === 0 ? (
        <ResultsStatus state={{ kind: 'empty' }} />
      ) : (
        <div aria-busy={isRefreshing || undefined} className={isRefreshing ? styles.refreshing : undefined}>
          <ListingGrid listings={listings} view={view} from={{ path: route, search }} priorityPhotos={priorityPhotos} />
        </div>
      )}
      {children}
    </section>
  );
}

/** Moves keyboard and screen-reader users to the top of new results (after a page change). */
export function focusResults() {
  const heading = document.getElementById(RESULTS_HEADING_ID);
  heading?.focus({ preventScroll: true });
  heading?.closest('section')?.scrollIntoView({ block: 'start' });
}
