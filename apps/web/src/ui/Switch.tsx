import * as RadixSwitch from '@radix-ui/react-switch';
import { useId, type ReactNode } from 'react';
import * as fieldStyles from './field.css';
import * as styles from './switch.css';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
}

export function Switch({ label, checked, onCheckedChange, hint, disabled, id }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const hintId = hint ? `${switchId}-hint` : undefined;
  return (
    <div className={fieldStyles.field}>
      <div className={styles.row}>
        <label htmlFor={switchId} className={fieldStyles.label}>
          {label}
        </label>
        <RadixSwitch.Root
          id={switchId}
          checked={checked}
          onCheckedChange={onCheckedChange}
          disabled={disabled}
          aria-describedby={hintId}
          className={styles.root}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
      </div>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
