import { Link } from '@tanstack/react-router';
import { buttonStyle } from '../../ui/button.css';
import { Container } from '../../ui/Container';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { DocumentTitle } from '../../entities/site/DocumentTitle';
import * as styles from '../../entities/site/page.css';

/** Any path outside the route table (product §2: status 404, "Page not found", "Go back home"). */
export function NotFoundPage() {
  return (
    <Container width="narrow" className={styles.centered}>
      <DocumentTitle title="Page not found" />
      <p className={styles.bigNumber} aria-hidden="true">
        404
      </p>
      <Heading level={1}>Page not found</Heading>
      <Text tone="muted">Error 404: the page you are looking for does not exist or has moved.</Text>
      <Link to="/" className={buttonStyle()}>
        Go back home
      </Link>
    </Container>
  );
}
