import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTRPC } from '../../trpc';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { savedSearchesQueryOptions } from './queries';
import * as styles from './searches.css';
import { filtersOfQuery, summarizeQuery } from './searchQuery';
import { SEARCHES_TEXTS } from './texts';
import type { SavedSearch } from './types';
import { useRefreshOnSearchAlerts } from './useRefreshOnSearchAlerts';

/** How many the profile lists; the Saved searches page has them all. */
const SHOWN = 5;

/**
 * The profile's "Saved searches" card: the first few, each opening its results, and the way to
 * the Saved searches page, where they are renamed, switched and deleted.
 */
export function ProfileSavedSearches() {
  const trpc = useTRPC();
  const titleId = useId();
  const query = useQuery(savedSearchesQueryOptions(trpc));
  useRefreshOnSearchAlerts();
  const searches = query.data?.searches;

  return (
    <Card as="section" aria-labelledby={titleId}>
      <div className={styles.sectionHeader}>
        <Heading level={2} size="sub" id={titleId}>
          {SEARCHES_TEXTS.title}
        </Heading>
        <Link to="/searches">{SEARCHES_TEXTS.manage}</Link>
      </div>
      {!searches ? (
        query.isError ? (
          <Text tone="muted">{SEARCHES_TEXTS.loadFailed}</Text>
        ) : (
          <Spinner label={SEARCHES_TEXTS.loading} />
        )
      ) : searches.length === 0 ? (
        <Text tone="muted">{SEARCHES_TEXTS.empty}</Text>
      ) : (
        <ul className={styles.shortList}>
          {searches.slice(0, SHOWN).map((search) => (
            <li key={search.saved_search_id} className={styles.shortItem}>
              <Link to="/listings" search={filtersOfQuery(search.query)} dir="auto">
                {search.name}
              </Link>
              <SearchSummary search={search} />
            </li>
          ))}
        </ul>
      )}
      {searches && searches.length > SHOWN && <Text tone="small">{`and ${searches.length - SHOWN} more`}</Text>}
    </Card>
  );
}

/** What the search looks for, unless its name says just that already. */
function SearchSummary({ search }: { search: SavedSearch }) {
  const summary = summarizeQuery(search.query);
  return summary === search.name ? null : (
    <Text tone="small" dir="auto">
      {summary}
    </Text>
  );
}
