import { LISTING_MODIFICATIONS, MODIFICATION_LABELS, type ListingModification } from '@mpx/shared';
import { Checkbox } from '../../../ui/Checkbox';
import { Text } from '../../../ui/Text';
import * as styles from './form.css';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Modifications" on the listing form (api §26.2): a box for each thing done to the piece since
 * it left the maker. Said plainly in the hint, since it changes how the piece is offered.
 */
export function ModificationsField({
  value,
  onChange,
  error,
}: {
  value: readonly ListingModification[];
  onChange: (next: ListingModification[]) => void;
  error?: string;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Modifications</legend>
      <Text tone="small">Anything done to it since it left the maker. A modified piece is never offered as the same size as another.</Text>
      <div className={styles.boxes}>
        {LISTING_MODIFICATIONS.map((m) => (
          <Checkbox
            key={m}
            label={capital(MODIFICATION_LABELS[m])}
            checked={value.includes(m)}
            onCheckedChange={(on) => onChange(on ? [...value, m] : value.filter((other) => other !== m))}
          />
        ))}
      </div>
      {error && (
        <Text tone="small" role="alert">
          {error}
        </Text>
      )}
    </fieldset>
  );
}
