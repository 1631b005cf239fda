import { COPYRIGHT_YEAR } from '@mpx/shared';
import { Link } from '@tanstack/react-router';
import { Container } from '../../ui/Container';
import * as styles from './footer.css';
import { useSiteConfig } from './useSiteConfig';

export function Footer() {
  const { siteName } = useSiteConfig();
  return (
    <footer className={styles.footer}>
      <Container className={styles.row}>
        <p>
          © {COPYRIGHT_YEAR} {siteName}. All rights reserved.
        </p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to="/terms" className={styles.link}>
                Terms
              </Link>
            </li>
            <li>
              <Link to="/about" className={styles.link}>
                About
              </Link>
            </li>
          </ul>
        </nav>
      </Container>
    </footer>
  );
}
