import { cx } from '../../../ui/cx';
import { FadeInImage } from '../../../ui/FadeInImage';
import * as styles from './photos.css';

export interface ThumbnailStripProps {
  thumbnails: readonly string[];
  index: number;
  onSelect: (index: number) => void;
}

/** A row of small photos; the current one is marked (aria-current) and outlined. */
export function ThumbnailStrip({ thumbnails, index, onSelect }: ThumbnailStripProps) {
  return (
    <ul className={styles.strip} aria-label="Photos">
      {thumbnails.map((src, i) => (
        <li key={`${i}-${src}`}>
          <button
            type="button"
            className={cx(styles.thumb, i === index && styles.thumbCurrent)}
            aria-label={`Show photo ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
          >
            <FadeInImage src={src} alt="" loading="lazy" className={styles.thumbImage} />
          </button>
        </li>
      ))}
    </ul>
  );
}
