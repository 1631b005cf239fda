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
export function ListingThumbnail({ src, priority = false }: { src: string | undefined; priority?: boolean }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div className={styles.placeholder}>
        <ImageIcon size={32} />
        <span>{LISTING_TEXTS.noImage}</span>
      </div>
    );
  }
  return (
    <FadeInImage
      src={src}
      alt=""
      // Thumbnails fit a 480 px box; the card's 4:3 frame crops them, so this only sets the ratio.
      width={480}
      height={360}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={styles.image}
      onError={() => setFailedSrc(src)}
    />
  );
}
