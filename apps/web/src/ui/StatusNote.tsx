import { useEffect, useRef, type ReactNode } from 'react';
import { CheckCircleIcon } from './icons';
import * as styles from './statusNote.css';

export interface StatusNoteProps {
  children: ReactNode;
  /**
   * Take focus when it appears: for a note that replaces the control the user just used (a
   * dialog's trigger gone after submitting), so focus is not lost to the page.
   */
  focusOnMount?: boolean;
}

/**
 * A done state in place of an action ("You have already flagged this listing."): a check and
 * the text, in a polite live region (role=status), so it is announced when it replaces a button.
 */
export function StatusNote({ children, focusOnMount = false }: StatusNoteProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <p ref={ref} role="status" tabIndex={-1} className={styles.note}>
      <CheckCircleIcon size={18} className={styles.icon} />
      <span>{children}</span>
    </p>
  );
}
