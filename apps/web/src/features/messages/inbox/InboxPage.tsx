import { useQuery } from '@tanstack/react-query';
import { useNow } from '../../../lib/useNow';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import { Page } from '../../../entities/site/Page';
import { inboxQueryOptions } from '../queries';
import { MESSAGING_TEXTS } from '../texts';
import * as styles from './inbox.css';
import { InboxRow } from './InboxRow';

/**
 * /messages (product §2 Messages inbox): one row per thread, newest first as the server orders
 * them. Reloads whenever the window regains focus, and live from the real-time channel.
 */
export function InboxPage() {
  const trpc = useTRPC();
  const now = useNow();
  const query = useQuery({ ...inboxQueryOptions(trpc), refetchOnWindowFocus: 'always' });

  let content;
  // A failed reload keeps showing the threads already loaded.
  if (!query.data) {
    content = query.isError ? <Alert variant="error">{MESSAGING_TEXTS.inboxLoadFailed}</Alert> : <Spinner block label="Loading messages..." />;
  } else if (query.data.length === 0) {
    content = (
      <div>
        <Text>{MESSAGING_TEXTS.inboxEmpty}</Text>
        <Text tone="muted">{MESSAGING_TEXTS.inboxEmptyHint}</Text>
      </div>
    );
  } else {
    content = (
      <ul className={styles.list} aria-label="Conversations">
        {query.data.map((summary) => (
          <InboxRow key={`${summary.conversation_id}:${summary.listing_id ?? 'general'}`} summary={summary} now={now} />
        ))}
      </ul>
    );
  }

  return (
    <Page title={MESSAGING_TEXTS.inboxTitle} width="prose">
      {content}
    </Page>
  );
}
