import { useId } from 'react';
import * as fieldStyles from '../../../ui/field.css';
import { SizeMessageLine } from '../../../entities/listing/sizes/SizeMessageLine';
import * as styles from './filters.css';
import { RIM_TEXTS, rimRangeMessage } from './rimRange';

export interface RimRangeFieldProps {
  /** The texts as typed. */
  min: string;
  max: string;
  onMinChange: (value: string) => void;
  onMaxChange: (value: string) => void;
}

/**
 * The filter bar's rim range (`rim_min`, `rim_max`), under the "Similar to" field: from and to in
 * mm, and a live line under them saying what it keeps ("Rim 16.9–17.1 mm") or why a value is
 * not one the filter takes.
 */
export function RimRangeField({ min, max, onMinChange, onMaxChange }: RimRangeFieldProps) {
  const lineId = useId();
  const message = rimRangeMessage(min, max);
  const invalid = message.tone === 'error' || undefined;
  const input = (label: string, value: string, onChange: (value: string) => void) => (
    <input
      aria-label={label}
      aria-describedby={lineId}
      aria-invalid={invalid}
      className={fieldStyles.control}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
  return (
    <fieldset className={styles.rimRange}>
      <legend className={fieldStyles.label}>{RIM_TEXTS.legend}</legend>
      <div className={styles.rimInputs}>
        {input(RIM_TEXTS.from, min, onMinChange)}
        <span aria-hidden="true">–</span>
        {input(RIM_TEXTS.to, max, onMaxChange)}
      </div>
      <span id={lineId}>
        <SizeMessageLine message={message} />
      </span>
    </fieldset>
  );
}
