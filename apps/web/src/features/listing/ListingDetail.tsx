import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { Heading } from '../../ui/Heading';
import { DocumentTitle } from '../../entities/site/DocumentTitle';
import { Disclaimer } from '../../entities/site/Disclaimer';
import { StatusBadge } from '../../entities/listing/card/StatusBadge';
import { formatPrice } from '../../entities/listing/price';
import type { Listing } from '../../entities/listing/types';
import { SellerRatings } from './SellerRatings';
import { BackToResults } from './BackToResults';
import { ContactPanel } from './ContactPanel';
import * as styles from './detail.css';
import { ListingFacts } from './ListingFacts';
import { ListedWhenWhere } from './ListedWhenWhere';
import { ListingGallery } from './ListingGallery';
import { SellerCard } from './SellerCard';
import { SimilarSizes } from './SimilarSizes';
import type { ListingDetailSlots } from './slots';

/**
 * Listing detail (product §2): the way back to the results, photos, when and where it was
 * listed, facts, what the viewer can do, the seller, listings of similar sizes and the disclaimer.
 */
export function ListingDetail({ listing, slots }: { listing: Listing; slots: ListingDetailSlots }) {
  const title = `${listing.brand} ${listing.model}`;
  return (
    <Container className={styles.page}>
      <DocumentTitle title={title} />
      <div className={styles.backRow}>
        <BackToResults />
      </div>
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <ListingGallery listing={listing} />
        </div>
        <div className={styles.summary}>
          <div className={styles.titleBlock}>
            {listing.status !== 'active' && <StatusBadge status={listing.status} />}
            <Heading level={1}>{title}</Heading>
            <p className={styles.price}>
              {formatPrice(listing.price)} {slots.watch(listing)}
            </p>
            {slots.watchers(listing)}
            <ListedWhenWhere listing={listing} />
          </div>
          <ListingFacts listing={listing} />
          <ContactPanel listing={listing} actions={slots.actions(listing)} owner={slots.owner(listing)} />
          <SellerCard seller={listing.user} />
        </div>
        <section className={styles.description} aria-labelledby="description-title">
          <Heading level={2} size="sub" id="description-title">
            Description
          </Heading>
          <p className={styles.descriptionText}>{listing.description}</p>
        </section>
      </div>
      <SellerRatings sellerId={listing.user_id} />
      {slots.aside(listing)}
      <SimilarSizes listing={listing} />
      <Card as="section" aria-labelledby="disclaimer-title">
        <Heading level={2} size="sub" id="disclaimer-title">
          Disclaimer
        </Heading>
        <Disclaimer />
      </Card>
    </Container>
  );
}
