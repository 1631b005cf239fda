import type { ReactNode, Ref } from 'react';
import * as styles from './alert.css';
import { IconButton } from './IconButton';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

export type AlertVariant = 'success' | 'error' | 'warning' | 'info';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children: ReactNode;
  /** Lets a control point at the alert (aria-describedby). */
  id?: string;
  /** Shows a close button (named "Dismiss") that calls this. */
  onDismiss?: () => void;
  /** Lets a page scroll to and focus the alert (e.g. after a failed submit). */
  ref?: Ref<HTMLDivElement>;
}

const ICONS: Record<AlertVariant, ReactNode> = {
  success: <CheckCircleIcon />,
  error: <AlertIcon />,
  warning: <AlertIcon />,
  info: <InfoIcon />,
};

/** An inline message; role=alert makes screen readers announce it as soon as it appears. */
export function Alert({ variant = 'info', title, children, id, onDismiss, ref }: AlertProps) {
  return (
    <div ref={ref} id={id} role="alert" tabIndex={-1} className={styles.variant[variant]}>
      <span className={styles.icon}>{ICONS[variant]}</span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
      {onDismiss && <IconButton size="sm" aria-label="Dismiss" icon={<CloseIcon size={18} />} onClick={onDismiss} className={styles.dismiss} />}
    </div>
  );
}
