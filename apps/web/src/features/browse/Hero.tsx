import { Link } from '@tanstack/react-router';
import * as styles from './browse.css';

export function Hero() {
  return (
    <div className={styles.hero}>
      <h1 className={styles.heroTitle}>Find Your Perfect Brass Mouthpiece</h1>
      <p className={styles.heroText}>
        Buy, sell, swap and borrow trumpet, trombone, horn, euphonium and tuba mouthpieces directly with brass players across Australia. No fees, no commission.
      </p>
      <Link to="/listings" className={styles.heroLink}>
        Browse all listings
      </Link>
    </div>
  );
}
