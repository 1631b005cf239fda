import { parseListingId } from '@mpx/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorCode, errorMessage } from '../../lib/trpcError';
import { useTRPC } from '../../trpc';
import { isNearRefusal, useDefaultNear, useRefusedNearDropped } from '../../entities/place/near';
import { Alert } from '../../ui/Alert';
import { Container } from '../../ui/Container';
import { Spinner } from '../../ui/Spinner';
import { listingQueryOptions } from '../../entities/listing/queries';
import { loadSizes } from '../../entities/size/useSizes';
import { LISTING_PAGE_TEXTS } from '../../entities/listing/texts';
import { ListingDetail } from './ListingDetail';
import { ListingNotFound } from './ListingNotFound';
import type { ListingDetailSlots } from './slots';

const route = getRouteApi('/listings/$id');

export function ListingDetailPage({ slots }: { slots: ListingDetailSlots }) {
  const { id } = route.useParams();
  const listingId = parseListingId(id);
  const trpc = useTRPC();
  // Measured from the viewer's postcode: one read of the listing carries its distance too.
  const near = useDefaultNear();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...listingQueryOptions(trpc, listingId ?? 0, near),
    enabled: listingId !== null,
    // A write's answer is filed unmeasured (queries.ts): shown at once, until the measured one comes.
    placeholderData: () => (near === undefined ? undefined : queryClient.getQueryData(listingQueryOptions(trpc, listingId ?? 0).queryKey)),
  });
  useRefusedNearDropped(near, query.error);
  // "Similar sizes" needs the size table's code (the route's loader asks for the similar listings).
  useEffect(() => {
    loadSizes().catch(() => {});
  }, []);

  if (listingId === null || errorCode(query.error) === 'NOT_FOUND') return <ListingNotFound />;
  // A postcode the API no longer knows: dropped above, and the listing is asked again without it.
  if (query.isPending || isNearRefusal(query.error)) return <Spinner block label="Loading listing..." />;
  if (query.isError) {
    return (
      <Container width="narrow">
        <Alert variant="error">{errorMessage(query.error, LISTING_PAGE_TEXTS.detailLoadFailed)}</Alert>
      </Container>
    );
  }
  return <ListingDetail listing={query.data} slots={slots} />;
}
