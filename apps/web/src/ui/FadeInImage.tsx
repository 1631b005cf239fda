import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { useHydrating } from '../lib/hydrating';
import { cx } from './cx';
import * as styles from './fadeInImage.css';

export interface FadeInImageProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
}

/**
 * An image that stays transparent until it has loaded, then fades in over its container's
 * placeholder tint (`photoPlaceholder`), instead of painting in strips over a grey tile. With
 * reduced motion, when it is already loaded, or in a page drawn on the server, it simply appears.
 */
export function FadeInImage({ src, className, onLoad, ...props }: FadeInImageProps) {
  // Keyed by source, so a new photo in the same element starts transparent again. A photo in a
  // page the server drew is shown from the start: the browser paints it as it arrives, before
  // any script could fade it in.
  const drawnByServer = useHydrating();
  const [loadedSrc, setLoadedSrc] = useState<string | null>(drawnByServer ? src : null);
  const loaded = loadedSrc === src;
  // A photo already decoded when the element mounts (one the page preloaded, ADR 016) shows at
  // once: waiting for `load` would cost the first screen a frame and a fade. Stable per source,
  // so React does not detach and re-attach it on every render.
  const shownIfDecoded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth > 0) setLoadedSrc(src);
    },
    [src],
  );
  return (
    <img
      {...props}
      ref={shownIfDecoded}
      src={src}
      className={cx(styles.image, loaded && styles.loaded, className)}
      data-loaded={loaded ? 'true' : 'false'}
      onLoad={(event) => {
        setLoadedSrc(src);
        onLoad?.(event);
      }}
    />
  );
}
