import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './field.css';

/** Props a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  /** `side` puts the label before the control on one line (compact toolbars). */
  labelPlacement?: 'top' | 'side';
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + control + hint + error. Every form control goes through this, so the error text is
 * always announced with the control (aria-describedby) and marked aria-invalid.
 */
export function Field({ label, hint, error, optional, labelPlacement = 'top', id, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.field, labelPlacement === 'side' && styles.sideLabel)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
