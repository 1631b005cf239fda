import * as styles from './spinner.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** Announced to screen readers (and shown under a `block` spinner). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Centred in its own padded block with the label visible, for page and section loading. */
  block?: boolean;
  /** Inside a control that already says it is busy (e.g. a loading Button): no role, no text. */
  decorative?: boolean;
}

export function Spinner({ label = 'Loading...', size = 'md', block = false, decorative = false }: SpinnerProps) {
  if (decorative) return <span className={styles.size[size]} aria-hidden="true" />;
  if (block) {
    return (
      <div className={styles.block} role="status">
        <span className={styles.size[size === 'md' ? 'lg' : size]} aria-hidden="true" />
        <span>{label}</span>
      </div>
    );
  }
  return (
    <span className={styles.root} role="status">
      <span className={styles.size[size]} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
