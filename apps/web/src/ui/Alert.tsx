import type { ReactNode, Ref } from 'react';
import * as styles from './alert.css';
import { AlertIcon, CheckCircleIcon, InfoIcon } from './icons';

export type AlertVariant = 'success' | 'error' | 'warning' | 'info';

export interface AlertProps {
  variant?: AlertVariant;
  title?: ReactNode;
  children: ReactNode;
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
export function Alert({ variant = 'info', title, children, ref }: AlertProps) {
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={styles.variant[variant]}>
      <span className={styles.icon}>{ICONS[variant]}</span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
