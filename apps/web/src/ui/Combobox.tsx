import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from './cx';
import { Field } from './Field';
import * as styles from './field.css';

export interface ComboboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'list' | 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Offered as the user types; any other text is accepted too. */
  suggestions: readonly string[];
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  id?: string;
}

/**
 * Free text with suggestions, on the browser's own <datalist>: keyboard and screen-reader
 * support come for free and it works the same on phones.
 */
export function Combobox({ label, value, onValueChange, suggestions, hint, error, optional, id, className, ...props }: ComboboxProps) {
  const listId = useId();
  return (
    <Field label={label} hint={hint} error={error} optional={optional} id={id}>
      {(control) => (
        <>
          <input
            {...control}
            {...props}
            type="text"
            autoComplete="off"
            list={listId}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            className={cx(styles.control, className)}
          />
          <datalist id={listId}>
            {suggestions.map((s) => (
              <option key={s} value={s} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
