import { useState } from 'react';
import { initialOf } from '../../lib/displayName';
import { cx } from '../../ui/cx';
import { FadeInImage } from '../../ui/FadeInImage';
import { ImageIcon } from '../../ui/icons';
import * as styles from './messages.css';

export interface ThreadThumbnailProps {
  /** The listing's cover thumbnail, if the thread is about a listing with photos. */
  photo: string | null;
  /** Whether the thread is about a listing (a photo-less listing shows a picture placeholder). */
  hasListing: boolean;
  otherUser: { name: string; nickname: string | null };
  size?: 'md' | 'lg';
}

/** Decorative: the row or card around it names the listing and the member. */
export function ThreadThumbnail({ photo, hasListing, otherUser, size = 'md' }: ThreadThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = cx(styles.thumb, size === 'lg' && styles.thumbLarge);
  if (photo && failed !== photo) {
    return (
      <span className={className}>
        <FadeInImage src={photo} alt="" loading="lazy" decoding="async" className={styles.thumbImage} onError={() => setFailed(photo)} />
      </span>
    );
  }
  if (hasListing) {
    return (
      <span className={className} aria-hidden="true">
        <ImageIcon size={24} />
      </span>
    );
  }
  return (
    <span className={cx(className, styles.initial)} aria-hidden="true">
      {initialOf(otherUser)}
    </span>
  );
}
