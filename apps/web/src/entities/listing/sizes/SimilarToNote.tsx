import { Button } from '../../../ui/Button';
import type { ListingSearch } from '../listingSearch';
import { resolveLike, SIZE_TEXTS, similarToLine } from './sizeTexts';
import * as styles from './sizes.css';
import { useSizes } from '../../size/useSizes';

export interface SimilarToNoteProps {
  search: ListingSearch;
  /** Removes the `like` filter, keeping the others. */
  onClear: () => void;
}

/**
 * Above the results of a similar-size browse: "Similar to Bach 7C (rim ≈ 16.2 mm, medium cup),
 * published equivalents first, then closest", and a button that clears it. On phones the "Similar to" field is folded away
 * with the other filters; this line keeps the reference in sight. Nothing when no `like` is set,
 * or when it names no size (the field and the results say why).
 */
export function SimilarToNote({ search, onClear }: SimilarToNoteProps) {
  const like = search.like;
  const sizes = useSizes(like !== undefined);
  if (like === undefined) return null;
  const result = sizes && resolveLike(sizes, like, search.instrument_type);
  if (result && !result.ok) return null;
  const reference = result ? result.reference : null;
  return (
    <div className={styles.similarLine}>
      <p className={styles.similarText} role="status">
        {similarToLine(sizes, like, reference)}
      </p>
      <Button variant="ghost" size="sm" className={styles.clear} aria-label={SIZE_TEXTS.clearLabel(reference?.label ?? like)} onClick={onClear}>
        {SIZE_TEXTS.clear}
      </Button>
    </div>
  );
}
