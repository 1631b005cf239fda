import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './cx';
import { Field } from './Field';
import * as styles from './field.css';
import { EyeIcon, EyeOffIcon } from './icons';
import { IconButton } from './IconButton';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  id?: string;
  /** For passwords: a toggle button that shows or hides the text. */
  revealable?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, optional, id, revealable = false, type = 'text', className, ...props }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable ? (revealed ? 'text' : 'password') : type;
  return (
    <Field label={label} hint={hint} error={error} optional={optional} id={id}>
      {(control) => (
        <div className={styles.inputWrap}>
          <input {...control} {...props} type={inputType} className={cx(styles.control, revealable && styles.withTrailing, className)} />
          {revealable && (
            <span className={styles.trailing}>
              <IconButton
                size="sm"
                aria-label={revealed ? 'Hide password' : 'Show password'}
                aria-pressed={revealed}
                aria-controls={control.id}
                icon={revealed ? <EyeOffIcon /> : <EyeIcon />}
                onClick={() => setRevealed((r) => !r)}
              />
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
