import { Link } from '@tanstack/react-router';
import { Container } from '../../ui/Container';
import * as styles from './footer.css';
import { GUIDE_ENTRY, WANTED_ENTRY } from './navEntries';
import { useSiteConfig } from '../../entities/site/useSiteConfig';

/** Product §1 and §9 ("Copyright year 2025"): a fixed year, not the visitor's clock. */
const COPYRIGHT_YEAR = 2025;

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
              <Link to={GUIDE_ENTRY.to} className={styles.link}>
                {GUIDE_ENTRY.label}
              </Link>
            </li>
            <li>
              <Link to={WANTED_ENTRY.to} className={styles.link}>
                {WANTED_ENTRY.label}
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
