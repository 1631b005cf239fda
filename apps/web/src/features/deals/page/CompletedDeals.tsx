import { DEAL_TEXTS, OFFER_TEXTS } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import * as styles from '../deals.css';
import { dealListQueryOptions } from '../queries';
import { DealCard } from './DealCard';

/** The viewer's completed deals, newest first, as buyer or seller. */
export function CompletedDeals({ viewerId }: { viewerId: number }) {
  const trpc = useTRPC();
  const query = useQuery(dealListQueryOptions(trpc));
  if (!query.data) return query.isError ? <Alert variant="error">{DEAL_TEXTS.loadFailed}</Alert> : <Spinner label={OFFER_TEXTS.loading} />;
  if (query.data.deals.length === 0) return <Text tone="muted">{OFFER_TEXTS.noDeals}</Text>;
  return (
    <ul className={styles.list}>
      {query.data.deals.map((deal) => (
        <li key={deal.deal_id}>
          <DealCard deal={deal} viewerId={viewerId} />
        </li>
      ))}
    </ul>
  );
}
