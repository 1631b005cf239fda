import * as RadixToggleGroup from '@radix-ui/react-toggle-group';
import { useId, useRef } from 'react';
import { StarIcon } from './icons';
import * as styles from './starInput.css';

export interface StarInputProps {
  /** The visible label, which also names the group ("Stars"). */
  label: string;
  /** 1..max, or null when nothing is chosen. */
  value: number | null;
  onValueChange: (value: number) => void;
  max?: number;
  disabled?: boolean;
}

/** "1 star", "2 stars": each star's accessible name, and the text beside the stars. */
export function starsLabel(n: number): string {
  return `${n} ${n === 1 ? 'star' : 'stars'}`;
}

const ARROWS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Choose 1..5 stars: a radio group to assistive tech ("4 stars, radio, checked"), one tab stop,
 * and the arrow keys move and choose at once like native radios. The stars up to the chosen one
 * are filled; the choice is also written out beside them.
 */
export function StarInput({ label, value, onValueChange, max = 5, disabled = false }: StarInputProps) {
  const labelId = useId();
  // Arrow keys choose the star they move to; a click or Tab focus alone does not choose twice.
  const arrowed = useRef(false);
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  return (
    <div className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.row}>
        <RadixToggleGroup.Root
          type="single"
          aria-labelledby={labelId}
          value={value === null ? '' : String(value)}
          onValueChange={(next) => {
            // Clicking the chosen star again reports '': keep the choice.
            if (next !== '') onValueChange(Number(next));
          }}
          disabled={disabled}
          onKeyDown={(event) => {
            arrowed.current = ARROWS.has(event.key);
          }}
          className={styles.group}
        >
          {stars.map((n) => (
            <RadixToggleGroup.Item
              key={n}
              value={String(n)}
              aria-label={starsLabel(n)}
              data-filled={value !== null && n <= value ? '' : undefined}
              className={styles.star}
              onFocus={() => {
                if (arrowed.current) onValueChange(n);
                arrowed.current = false;
              }}
            >
              <StarIcon size={28} filled={value !== null && n <= value} />
            </RadixToggleGroup.Item>
          ))}
        </RadixToggleGroup.Root>
        {value !== null && (
          <span className={styles.chosen} aria-hidden="true">
            {starsLabel(value)}
          </span>
        )}
      </div>
    </div>
  );
}
