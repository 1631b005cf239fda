import { cx } from '../../../ui/cx';
import { AlertIcon } from '../../../ui/icons';
import type { SizeMessage } from './sizeTexts';
import * as styles from './sizes.css';

/**
 * A field's size line (pass it as the field's `hint`, which ties it to the input with
 * aria-describedby). A polite live region, so the meaning or a warning is read out as it
 * changes; it always keeps one line, empty or not.
 */
export function SizeMessageLine({ message }: { message: SizeMessage | null }) {
  return (
    <span aria-live="polite" className={cx(styles.message, message && styles.tone[message.tone])} data-size-message={message?.tone}>
      {message && message.tone !== 'hint' && <AlertIcon size={16} className={styles.icon} />}
      {message && <span>{message.text}</span>}
    </span>
  );
}
