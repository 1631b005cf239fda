import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import * as styles from './checkbox.css';
import * as fieldStyles from './field.css';
import { CheckIcon } from './icons';

export interface CheckboxProps {
  /** May contain links; clicking a link does not tick the box. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string | undefined;
  name?: string;
  disabled?: boolean;
  id?: string;
}

export function Checkbox({ label, checked, onCheckedChange, hint, error, name, disabled, id }: CheckboxProps) {
  const generated = useId();
  const boxId = id ?? generated;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  return (
    <div className={styles.row}>
      <RadixCheckbox.Root
        id={boxId}
        name={name}
        disabled={disabled}
        checked={checked}
        onCheckedChange={(state) => onCheckedChange(state === true)}
        className={styles.box}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      >
        <RadixCheckbox.Indicator>
          <CheckIcon size={16} strokeWidth={3} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={styles.text}>
        <label htmlFor={boxId} className={styles.label}>
          {label}
        </label>
        {hint && (
          <p id={hintId} className={fieldStyles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className={fieldStyles.error}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
