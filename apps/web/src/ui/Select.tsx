import * as RadixSelect from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import { Field, type FieldProps } from './Field';
import * as fieldStyles from './field.css';
import { CheckIcon, ChevronDownIcon } from './icons';
import * as styles from './select.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: ReactNode;
  /** `''` shows the placeholder (Radix items cannot have an empty value). */
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  labelPlacement?: FieldProps['labelPlacement'];
  /** Gives the hidden native select a name, so the form data and browser autofill see it. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

export function Select({
  label,
  value,
  onValueChange,
  options,
  placeholder = 'Select…',
  hint,
  error,
  optional,
  labelPlacement,
  name,
  required,
  disabled,
  id,
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} labelPlacement={labelPlacement} id={id}>
      {(control) => (
        <RadixSelect.Root value={value} onValueChange={onValueChange} name={name} required={required} disabled={disabled}>
          <RadixSelect.Trigger {...control} className={`${fieldStyles.control} ${styles.trigger}`}>
            <RadixSelect.Value placeholder={placeholder} />
            <RadixSelect.Icon>
              <ChevronDownIcon size={18} />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={styles.viewport}>
                {options.map((option) => (
                  <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                    <RadixSelect.ItemIndicator className={styles.indicator}>
                      <CheckIcon size={16} />
                    </RadixSelect.ItemIndicator>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
