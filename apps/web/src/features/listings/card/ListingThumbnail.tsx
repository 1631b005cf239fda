import { ImageIcon } from '../../../ui/icons';
import { LISTING_TEXTS } from '../texts';
import * as styles from './card.css';

/**
 * A listing's cover thumbnail, or the "No Image" placeholder. Decorative: the card's title
 * already names the listing.
 */
export function ListingThumbnail({ src }: { src: string | undefined }) {
  if (!src) {
    return (
      <div className={styles.placeholder}>
        <ImageIcon size={32} />
        <span>{LISTING_TEXTS.noImage}</span>
      </div>
    );
  }
  return <img src={src} alt="" loading="lazy" decoding="async" className={styles.image} />;
}
