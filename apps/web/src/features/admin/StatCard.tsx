import * as styles from './admin.css';

/** One number with its label, as a list item of a card grid; the label is read first. */
export function StatCard({ label, value }: { label: string; value: number | string }) {
  return (
    <li className={styles.statCard}>
      <p className={styles.statValue}>{value}</p>
      <p className={styles.statLabel}>{label}</p>
    </li>
  );
}
