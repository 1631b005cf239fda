import { Link } from '@tanstack/react-router';
import { buttonStyle } from '../../ui/button.css';
import { Container } from '../../ui/Container';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { DocumentTitle } from '../../entities/site/DocumentTitle';
import { LISTING_TEXTS } from '../../entities/listing/texts';
import * as styles from './detail.css';

/** A listing that does not exist, was deleted, or an id that cannot be one. */
export function ListingNotFound() {
  return (
    <Container width="narrow" className={styles.notFound}>
      <DocumentTitle title={LISTING_TEXTS.notFound} />
      <Heading level={1}>{LISTING_TEXTS.notFound}</Heading>
      <Text tone="muted">It may have been removed by its seller.</Text>
      <Link to="/listings" className={buttonStyle()}>
        Browse listings
      </Link>
    </Container>
  );
}
