import { errorMessage } from '../../lib/trpcError';
import { Alert } from '../../ui/Alert';
import { Text } from '../../ui/Text';
import { LISTING_TEXTS } from '../../entities/listing/texts';
import * as styles from './browse.css';

export type ResultsState = { kind: 'error'; error: unknown } | { kind: 'empty' };

/** The list states other than results and loading (product §4): error, empty. Loading shows skeleton cards. */
export function ResultsStatus({ state }: { state: ResultsState }) {
  switch (state.kind) {
    case 'error':
      return <Alert variant="error">{errorMessage(state.error, LISTING_TEXTS.loadFailed)}</Alert>;
    case 'empty':
      return (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{LISTING_TEXTS.noResults}</p>
          <Text tone="muted">{LISTING_TEXTS.noResultsHint}</Text>
        </div>
      );
  }
}
