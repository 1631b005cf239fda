import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { formatDate } from '../../lib/format';
import { useNow } from '../../lib/useNow';
import { buttonStyle } from '../../ui/button.css';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { fullTime, relativeTime } from '../messages/messageTime';
import { AlertsSwitch } from './AlertsSwitch';
import { DeleteSearchButton } from './DeleteSearchButton';
import { RenameSearchButton } from './RenameSearchButton';
import * as styles from './searches.css';
import { filtersOfQuery, summarizeQuery } from './searchQuery';
import { alertCountText, SEARCHES_TEXTS } from './texts';
import type { SavedSearch } from './types';

/**
 * One saved search: its name, what it looks for, its alerts so far, the Alerts switch, and Open
 * (the browse page with its filters), Rename and Delete, each named after the search.
 */
export function SavedSearchCard({ search, onDeleted }: { search: SavedSearch; onDeleted: () => void }) {
  const titleId = useId();
  const now = useNow();
  const summary = summarizeQuery(search.query);
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card}>
      <Heading level={2} size="sub" id={titleId} className={styles.title} dir="auto">
        {search.name}
      </Heading>
      {/* A name that is the summary (as Save search proposes) need not be read twice. */}
      {summary !== search.name && (
        <Text className={styles.summary} dir="auto">
          {summary}
        </Text>
      )}
      <p className={styles.meta}>
        <span>
          {alertCountText(search.alert_count)}
          {search.last_alert_at && (
            <>
              {', latest '}
              <time dateTime={search.last_alert_at} title={fullTime(search.last_alert_at)}>
                {relativeTime(search.last_alert_at, now)}
              </time>
            </>
          )}
        </span>
        <span>
          Saved <time dateTime={search.created_at}>{formatDate(search.created_at)}</time>
        </span>
      </p>
      <div className={styles.footer}>
        <AlertsSwitch search={search} />
        <div className={styles.actions}>
          <Link to="/listings" search={filtersOfQuery(search.query)} className={buttonStyle({ variant: 'primary', size: 'sm' })}>
            {SEARCHES_TEXTS.open}
            <VisuallyHidden>{` ${search.name}`}</VisuallyHidden>
          </Link>
          <RenameSearchButton search={search} />
          <DeleteSearchButton search={search} onDeleted={onDeleted} />
        </div>
      </div>
    </Card>
  );
}
