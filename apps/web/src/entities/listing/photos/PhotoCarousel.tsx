import { itemAt } from '@mpx/shared';
import type { Ref } from 'react';
import { cx } from '../../../ui/cx';
import { FadeInImage } from '../../../ui/FadeInImage';
import { IconButton } from '../../../ui/IconButton';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from '../../../ui/icons';
import * as styles from './photos.css';
import { ThumbnailStrip } from './ThumbnailStrip';

export interface PhotoCarouselProps {
  /** Full-size image URLs; [0] is the cover. At least one. */
  photos: readonly string[];
  /** Small versions for the strip, same order (the full-size ones are used when absent). */
  thumbnails?: readonly string[];
  index: number;
  onIndexChange: (index: number) => void;
  /** What the photos show ("Bach 7C"), for their alt texts. */
  label: string;
  /** `inline` on the page; `fullscreen` fills the viewer dialog. */
  variant?: 'inline' | 'fullscreen';
  /** Inline only: opens the full-screen viewer. */
  onExpand?: () => void;
  /** The expand button, for returning focus to it when the viewer closes. */
  expandRef?: Ref<HTMLButtonElement>;
}

/**
 * One photo at a time with Previous / Next (wrapping round), the counter "n of total" and a
 * thumbnail strip. The listing page and the full-screen viewer both use it.
 */
export function PhotoCarousel({ photos, thumbnails = photos, index, onIndexChange, label, variant = 'inline', onExpand, expandRef }: PhotoCarouselProps) {
  const total = photos.length;
  const current = Math.min(Math.max(index, 0), total - 1);
  const go = (step: number) => onIndexChange((current + step + total) % total);
  const src = itemAt(photos, current);
  return (
    <div className={cx(styles.carousel, styles.variant[variant])} role="group" aria-roledescription="carousel" aria-label={`${label} photos`}>
      <div className={styles.stage}>
        {/* A click on the photo also expands it; keyboard users have the expand button. */}
        <FadeInImage
          key={src}
          src={src}
          alt={`${label}, photo ${current + 1} of ${total}`}
          className={cx(styles.photo, onExpand && styles.zoomable)}
          onClick={onExpand}
        />
        {total > 1 && (
          <>
            <IconButton
              aria-label="Previous photo"
              icon={<ChevronLeftIcon size={24} />}
              className={cx(styles.navButton, styles.previous)}
              onClick={() => go(-1)}
            />
            <IconButton aria-label="Next photo" icon={<ChevronRightIcon size={24} />} className={cx(styles.navButton, styles.next)} onClick={() => go(1)} />
          </>
        )}
        {onExpand && (
          <IconButton
            ref={expandRef}
            aria-label="View full screen"
            icon={<ExpandIcon size={20} />}
            className={cx(styles.navButton, styles.expand)}
            onClick={onExpand}
          />
        )}
      </div>
      <p className={styles.counter} aria-live="polite">
        {current + 1} of {total}
      </p>
      {total > 1 && <ThumbnailStrip thumbnails={thumbnails} index={current} onSelect={onIndexChange} />}
    </div>
  );
}
