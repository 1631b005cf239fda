import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../trpc';
import { CardGrid } from '../../ui/CardGrid';
import { Heading } from '../../ui/Heading';
import { ListingCard } from '../../entities/listing/card/ListingCard';
import { ListingSkeletons } from '../../entities/listing/card/ListingSkeletons';
import { WatchButton } from '../watchlist/WatchButton';
import { similarListingsQueryOptions } from '../../entities/listing/queries';
import { SIZE_TEXTS, sizeOfListing } from '../../entities/listing/sizes/sizeTexts';
import * as sizeStyles from '../../entities/listing/sizes/sizes.css';
import { sizeReasonsFrom } from '../../entities/listing/sizes/useSizeReasons';
import { useSizes } from '../../entities/size/useSizes';
import type { Listing } from '../../entities/listing/types';

const TITLE_ID = 'similar-sizes-title';

/**
 * "Similar sizes" on a listing's page: up to six other sellers' listings like its size, each
 * saying why (a published equivalence, or how it differs). Not shown when the listing's size does
 * not decode, when nothing is near it (always so for a recut rim, api §16.2), or when the list
 * fails to load (it is a suggestion, not the page).
 */
export function SimilarSizes({ listing }: { listing: Listing }) {
  const trpc = useTRPC();
  const sizes = useSizes();
  const size = useMemo(() => (sizes ? sizeOfListing(sizes, listing) : null), [sizes, listing]);
  // Prefetched with the listing (ListingDetailPage), while the size table loads.
  const query = useQuery(similarListingsQueryOptions(trpc, listing.listing_id));
  const others = query.data?.listings;
  // A modified listing is no longer its printed size: its cards compare printed figures only, as
  // the server chose them (no equivalents), never saying "Same size".
  const printedOnly = listing.modifications.length > 0;
  const reasons = useMemo(() => others && sizeReasonsFrom(sizes, size, SIZE_TEXTS.thisListing, others, { printedOnly }), [sizes, size, others, printedOnly]);

  if (size === null || query.isError || others?.length === 0) return null;
  return (
    <section aria-labelledby={TITLE_ID} className={sizeStyles.section}>
      <Heading level={2} size="sub" id={TITLE_ID}>
        {SIZE_TEXTS.similarTitle}
      </Heading>
      {!others ? (
        <ListingSkeletons view="grid" label={SIZE_TEXTS.similarLoading} count={4} />
      ) : (
        <CardGrid>
          {others.map((other) => (
            <li key={other.listing_id}>
              <ListingCard listing={other} sizeReason={reasons?.get(other.listing_id)} watch={<WatchButton listing={other} placement="card" />} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
