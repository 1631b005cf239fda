import { formatRim, rimRuleName, type SizeEntry, type SizeMaker } from '@mpx/shared/sizes';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { makerCupWords } from './model';
import * as styles from './sizes.css';
import { SIZE_GUIDE_TEXTS as T } from './texts';

/** "—", and "not published" for screen readers: a figure the maker does not give. */
export function Unknown() {
  return (
    <>
      <span className={styles.muted} aria-hidden="true">
        {T.unknown}
      </span>
      <VisuallyHidden>{T.unknownSpoken}</VisuallyHidden>
    </>
  );
}

/** A figure in millimetres, or "—". */
export function MmFigure({ mm }: { mm: number | null | undefined }) {
  return mm == null ? <Unknown /> : formatRim(mm);
}

/**
 * A rim as the table shows it: "16.2", or "≈ 16.89" where it is worked out from the maker's
 * numbering rule rather than measured, with whose rule on hover and for screen readers.
 */
export function RimFigure({ maker, entry }: { maker: SizeMaker; entry: SizeEntry }): ReactNode {
  if (entry.rimMm === null || entry.rimFrom !== 'rule') return <MmFigure mm={entry.rimMm} />;
  const why = T.ruleRim(rimRuleName(maker));
  return (
    <span className={styles.ruleRim} title={why}>
      {`≈ ${formatRim(entry.rimMm)}`}
      <VisuallyHidden>, {why}</VisuallyHidden>
    </span>
  );
}

/** The cup on the shared scale, and the maker's own words under it where they say more. */
export function CupFigure({ entry }: { entry: SizeEntry }) {
  const words = makerCupWords(entry);
  if (entry.cup === null && words === null) return <Unknown />;
  return (
    <>
      {entry.cup}
      {words !== null && (
        <span className={entry.cup === null ? undefined : styles.entryNote}>
          <VisuallyHidden>{T.makerWords}</VisuallyHidden>“{words}”
        </span>
      )}
    </>
  );
}
