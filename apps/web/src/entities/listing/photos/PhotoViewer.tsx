import * as RadixDialog from '@radix-ui/react-dialog';
import type { KeyboardEvent, RefObject } from 'react';
import { IconButton } from '../../../ui/IconButton';
import { CloseIcon } from '../../../ui/icons';
import { PhotoCarousel, type PhotoCarouselProps } from './PhotoCarousel';
import * as styles from './photos.css';

export interface PhotoViewerProps extends Omit<PhotoCarouselProps, 'variant' | 'onExpand' | 'expandRef'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to on close (the viewer has no trigger of its own). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The photos full screen (Radix Dialog: focus trapped, Escape closes). ArrowLeft / ArrowRight
 * move between photos wherever focus is inside.
 */
export function PhotoViewer({ open, onOpenChange, returnFocus, ...carousel }: PhotoViewerProps) {
  const total = carousel.photos.length;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || total < 2) return;
    event.preventDefault();
    carousel.onIndexChange((carousel.index + step + total) % total);
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.viewerOverlay} />
        <RadixDialog.Content
          className={styles.viewer}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.current;
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className={styles.viewerBar}>
            <RadixDialog.Title className={styles.viewerTitle}>{carousel.label}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton aria-label="Close" icon={<CloseIcon size={24} />} className={styles.viewerClose} />
            </RadixDialog.Close>
          </div>
          <PhotoCarousel {...carousel} variant="fullscreen" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
