import type { ReactNode, TextareaHTMLAttributes, Ref } from 'react';
import { cx } from './cx';
import { Field } from './Field';
import * as styles from './field.css';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, hint, error, optional, id, rows = 4, className, ...props }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} id={id}>
      {(control) => <textarea {...control} {...props} rows={rows} className={cx(styles.control, styles.textarea, className)} />}
    </Field>
  );
}
