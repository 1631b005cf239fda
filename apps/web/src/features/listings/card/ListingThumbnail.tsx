import { useState } from 'react';
import { FadeInImage } from '../../../ui/FadeInImage';
import { ImageIcon } from '../../../ui/icons';
import { LISTING_TEXTS } from '../texts';
import * as styles from './card.css';

/**
 * A listing's cover thumbnail, fading in over the placeholder tint, or the "No Image"
 * placeholder (also when the photo cannot be loaded). Decorative: the card's title already
 * names the listing.
 */
export function ListingThumbnail({ src }: { src: string | undefined }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={styles.placeholder}>
        <ImageIcon size={32} />
        <span>{LISTING_TEXTS.noImage}</span>
      </div>
    );
  }
  return <FadeInImage src={src} alt="" loading="lazy" decoding="async" className={styles.image} onError={() => setFailedSrc(src)} />;
}
