import { parseListingId } from '@mpx/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorCode, errorMessage } from '../../../lib/trpcError';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Container } from '../../../ui/Container';
import { Spinner } from '../../../ui/Spinner';
import { listingQueryOptions, similarListingsQueryOptions } from '../queries';
import { loadSizes } from '../sizes/useSizes';
import { LISTING_PAGE_TEXTS } from '../texts';
import { ListingDetail } from './ListingDetail';
import { ListingNotFound } from './ListingNotFound';

const route = getRouteApi('/listings/$id');

export function ListingDetailPage() {
  const { id } = route.useParams();
  const listingId = parseListingId(id);
  const trpc = useTRPC();
  const query = useQuery({ ...listingQueryOptions(trpc, listingId ?? 0), enabled: listingId !== null });
  const queryClient = useQueryClient();
  // "Similar sizes" needs the size table and the similar listings: both start with the listing.
  useEffect(() => {
    if (listingId === null) return;
    void queryClient.prefetchQuery(similarListingsQueryOptions(trpc, listingId));
    loadSizes().catch(() => {});
  }, [queryClient, trpc, listingId]);

  if (listingId === null || errorCode(query.error) === 'NOT_FOUND') return <ListingNotFound />;
  if (query.isError) {
    return (
      <Container width="narrow">
        <Alert variant="error">{errorMessage(query.error, LISTING_PAGE_TEXTS.detailLoadFailed)}</Alert>
      </Container>
    );
  }
  if (query.isPending) return <Spinner block label="Loading listing..." />;
  return <ListingDetail listing={query.data} />;
}
