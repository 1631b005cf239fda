import { OFFER_TEXTS } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../entities/user/viewer';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { Text } from '../../../ui/Text';
import { offerListQueryOptions } from '../queries';
import { OfferGroups } from './OfferGroups';

export interface RoleOffersProps {
  /** Offers on the viewer's listings (seller), or on other members' (buyer). */
  role: 'buyer' | 'seller';
  empty: string;
  /** The level of each listing's heading. */
  headingLevel: 2 | 3;
}

/** The viewer's offers in one role, grouped by listing, with the loading, failure and empty states. */
export function RoleOffers({ role, empty, headingLevel }: RoleOffersProps) {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const query = useQuery(offerListQueryOptions(trpc, { role }));
  // A failed reload keeps showing the offers already loaded.
  if (!query.data || !viewer) return query.isError ? <Alert variant="error">{OFFER_TEXTS.loadFailed}</Alert> : <Spinner label={OFFER_TEXTS.loading} />;
  if (query.data.offers.length === 0) return <Text tone="muted">{empty}</Text>;
  return <OfferGroups offers={query.data.offers} viewerId={viewer.user_id} headingLevel={headingLevel} />;
}
