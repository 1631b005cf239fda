import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDownIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { EquivalentRow, SizeRow } from './model';
import * as styles from './sizes.css';
import { SIZE_GUIDE_TEXTS as T } from './texts';

/**
 * A row's published equivalents, folded: "2 equivalents" opens "Yamaha 11C4 — Yamaha sells its
 * 11C4 as the 11C4-7C", each size a link to its own row. Folded because a size may have several
 * and each reason is a sentence: open, they would make every row tall. Nothing when none is known.
 */
export function Equivalents({ row, equivalents }: { row: SizeRow; equivalents: readonly EquivalentRow[] }) {
  if (equivalents.length === 0) return null;
  return (
    <Collapsible.Root>
      <Collapsible.Trigger className={styles.disclosure}>
        <span>
          {T.equivalents(equivalents.length)}
          <VisuallyHidden>{T.equivalentsOf(row.label)}</VisuallyHidden>
        </span>
        <ChevronDownIcon size={16} className={styles.disclosureChevron} />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className={styles.equivalents} aria-label={T.equivalentsList(row.label)}>
          {equivalents.map(({ row: other, reason }) => (
            <li key={other.key}>
              <a href={`#${other.anchor}`}>{other.label}</a> — {reason}
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
