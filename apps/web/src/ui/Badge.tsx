import type { ReactNode } from 'react';
import * as styles from './badge.css';
import { VisuallyHidden } from './VisuallyHidden';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'info' | 'error';

/** A small status chip (listing status, flag status, loan status, counts). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={styles.tone[tone]}>{children}</span>;
}

/** A red dot (e.g. unread messages); `label` is what screen readers hear instead. */
export function DotBadge({ label }: { label: string }) {
  return (
    <>
      <span className={styles.dot} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </>
  );
}
