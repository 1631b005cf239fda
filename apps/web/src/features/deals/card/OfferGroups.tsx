import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { StatusBadge } from '../../../entities/listing/card/StatusBadge';
import * as styles from '../deals.css';
import { itemOf } from '../offerSteps';
import type { Offer } from '../types';
import { OfferList } from './OfferList';

/** Offers by listing, the listing of the newest offer first; each group keeps its offers' order. */
export function groupByListing(offers: readonly Offer[]): Offer[][] {
  const groups = new Map<number, Offer[]>();
  for (const offer of offers) {
    const group = groups.get(offer.listing_id);
    if (group) group.push(offer);
    else groups.set(offer.listing_id, [offer]);
  }
  return [...groups.values()];
}

/** Offers grouped by listing (My Listings, the Deals page): each listing's name, status and offers. */
export function OfferGroups({ offers, viewerId, headingLevel }: { offers: readonly Offer[]; viewerId: number; headingLevel: 2 | 3 }) {
  return (
    <div className={styles.groups}>
      {groupByListing(offers).map((group) => (
        <OfferGroup key={group[0]?.listing_id} offers={group} viewerId={viewerId} headingLevel={headingLevel} />
      ))}
    </div>
  );
}

function OfferGroup({ offers, viewerId, headingLevel }: { offers: Offer[]; viewerId: number; headingLevel: 2 | 3 }) {
  const titleId = useId();
  const listing = offers[0]?.listing;
  if (!listing) return null;
  const Title = `h${headingLevel}` as const;
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <Title className={styles.groupTitle} id={titleId}>
        {listing.status === 'deleted' ? (
          itemOf(listing)
        ) : (
          <Link to="/listings/$id" params={{ id: String(listing.listing_id) }} dir="auto">
            {itemOf(listing)}
          </Link>
        )}
        {/* Only what is not plain "for sale": reserved, sold, paused. */}
        {listing.status !== 'active' && listing.status !== 'deleted' && <StatusBadge status={listing.status} />}
      </Title>
      <OfferList offers={offers} viewerId={viewerId} headingLevel={headingLevel === 2 ? 3 : 4} />
    </section>
  );
}
