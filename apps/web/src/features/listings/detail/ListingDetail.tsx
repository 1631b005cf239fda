import { Card } from '../../../ui/Card';
import { Container } from '../../../ui/Container';
import { Heading } from '../../../ui/Heading';
import { DocumentTitle } from '../../layout/DocumentTitle';
import { Disclaimer } from '../../static/Disclaimer';
import { StatusBadge } from '../card/StatusBadge';
import { PriceGuideSection } from '../../prices/PriceGuideSection';
import { WatchButton } from '../../watchlist/WatchButton';
import { WatcherCount } from '../../watchlist/WatcherCount';
import { formatPrice } from '../price';
import type { Listing } from '../types';
import { SellerRatings } from './actions/SellerRatings';
import { BackToResults } from './BackToResults';
import { ContactPanel } from './ContactPanel';
import * as styles from './detail.css';
import { ListingFacts } from './ListingFacts';
import { ListedWhenWhere } from './ListedWhenWhere';
import { ListingGallery } from './ListingGallery';
import { SellerCard } from './SellerCard';
import { SimilarSizes } from './SimilarSizes';

/**
 * Listing detail (product §2): the way back to the results, photos, when and where it was
 * listed, facts, what the viewer can do, the seller, listings of similar sizes and the disclaimer.
 */
export function ListingDetail({ listing }: { listing: Listing }) {
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
              {formatPrice(listing.price)} <WatchButton listing={listing} />
            </p>
            <WatcherCount listing={listing} />
            <ListedWhenWhere listing={listing} />
          </div>
          <ListingFacts listing={listing} />
          <ContactPanel listing={listing} />
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
      <PriceGuideSection listing={listing} />
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
