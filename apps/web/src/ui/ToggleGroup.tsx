import * as RadixToggleGroup from '@radix-ui/react-toggle-group';
import type { ReactNode } from 'react';
import * as styles from './toggleGroup.css';

export interface ToggleGroupOption<T extends string> {
  value: T;
  /** The visible text, or only the accessible name when `iconOnly`. */
  label: string;
  icon?: ReactNode;
}

export interface ToggleGroupProps<T extends string> {
  /** Names the group for screen readers ("View"). */
  label: string;
  value: T;
  onValueChange: (value: T) => void;
  options: readonly ToggleGroupOption<T>[];
  /** Show the icons alone; each label stays the option's accessible name. */
  iconOnly?: boolean;
}

/**
 * One choice out of a few, shown as joined buttons (a radio group to assistive tech: arrow keys
 * move between options). Clicking the chosen option again keeps it chosen.
 */
export function ToggleGroup<T extends string>({ label, value, onValueChange, options, iconOnly = false }: ToggleGroupProps<T>) {
  return (
    <RadixToggleGroup.Root
      type="single"
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        // Radix reports a string (empty when the chosen option is clicked again): map it back to its option.
        const option = options.find((o) => o.value === next);
        if (option) onValueChange(option.value);
      }}
      className={styles.root}
    >
      {options.map((option) => (
        <RadixToggleGroup.Item key={option.value} value={option.value} aria-label={iconOnly ? option.label : undefined} className={styles.item}>
          {option.icon}
          {!iconOnly && <span>{option.label}</span>}
        </RadixToggleGroup.Item>
      ))}
    </RadixToggleGroup.Root>
  );
}
