import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { errorMessage } from '../../lib/trpcError';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { buttonStyle } from '../../ui/button.css';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { Page } from '../../entities/site/Page';
import { savedSearchesQueryOptions } from './queries';
import { SavedSearchCard } from './SavedSearchCard';
import * as styles from './searches.css';
import { SEARCHES_TEXTS } from './texts';
import type { SavedSearch } from './types';
import { useRefreshOnSearchAlerts } from './useRefreshOnSearchAlerts';

/**
 * /searches: the member's saved searches, each with its alerts switch and Open, Rename and
 * Delete; a spinner while loading, the error text, or how to save one. Live: a new alert
 * (a `search` notification) reloads the counts.
 */
export function SavedSearchesPage() {
  const trpc = useTRPC();
  const query = useQuery(savedSearchesQueryOptions(trpc));
  useRefreshOnSearchAlerts();

  let content;
  // A failed reload keeps showing the searches already loaded.
  if (!query.data) {
    content = query.isError ? (
      <Alert variant="error">{errorMessage(query.error, SEARCHES_TEXTS.loadFailed)}</Alert>
    ) : (
      <Spinner block label={SEARCHES_TEXTS.loading} />
    );
  } else if (query.data.searches.length === 0) {
    content = <EmptySearches />;
  } else {
    content = <SavedSearchList searches={query.data.searches} />;
  }
  return (
    <Page title={SEARCHES_TEXTS.title} intro={SEARCHES_TEXTS.intro}>
      {content}
    </Page>
  );
}

function SavedSearchList({ searches }: { searches: readonly SavedSearch[] }) {
  const region = useRef<HTMLDivElement>(null);
  return (
    // After a deletion the card (and its focused button) is gone: the list takes the focus.
    <div ref={region} tabIndex={-1} className={styles.listRegion} aria-label={SEARCHES_TEXTS.listLabel} role="region">
      <ul className={styles.list}>
        {searches.map((search) => (
          <li key={search.saved_search_id}>
            <SavedSearchCard search={search} onDeleted={() => region.current?.focus()} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** No saved searches: how to make one, and the way to the listings. */
export function EmptySearches() {
  return (
    <div className={styles.empty}>
      <Text>{SEARCHES_TEXTS.empty}</Text>
      <Link to="/listings" className={buttonStyle({ variant: 'secondary' })}>
        {SEARCHES_TEXTS.browse}
      </Link>
    </div>
  );
}
