import type { ReactNode } from 'react';
import * as styles from './profile.css';

/** A profile's facts as a definition list: each row a term and its value. */
export function DetailsList({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
