import type { ReactNode } from 'react';
import * as styles from './admin.css';

export interface Column {
  key: string;
  label: string;
  numeric?: boolean;
}

/**
 * A real table with column headers and a caption-like name: the scroll box is a focusable
 * region named `label` (so a keyboard can scroll a wide table), and the table carries the same
 * name. Rows are the caller's `<tr>`s.
 */
export function DataTable({ label, columns, children }: { label: string; columns: readonly Column[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? `${styles.th} ${styles.numeric}` : styles.th}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
