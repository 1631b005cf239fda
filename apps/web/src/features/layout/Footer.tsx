import { Link } from '@tanstack/react-router';
import { useNow } from '../../lib/useNow';
import { Container } from '../../ui/Container';
import * as styles from './footer.css';
import { GUIDE_ENTRY } from './navEntries';
import { useSiteConfig } from './useSiteConfig';

export function Footer() {
  const { siteName } = useSiteConfig();
  // The current year, not the spec's fixed 2025 (a new member read "© 2025" as an abandoned site).
  const year = new Date(useNow()).getFullYear();
  return (
    <footer className={styles.footer}>
      <Container className={styles.row}>
        <p>
          © {year} {siteName}. All rights reserved.
        </p>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            <li>
              <Link to={GUIDE_ENTRY.to} className={styles.link}>
                {GUIDE_ENTRY.label}
              </Link>
            </li>
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
