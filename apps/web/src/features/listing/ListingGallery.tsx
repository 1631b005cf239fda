import { useRef, useState } from 'react';
import { ListingThumbnail } from '../../entities/listing/card/ListingThumbnail';
import { PhotoCarousel } from '../../entities/listing/photos/PhotoCarousel';
import { PhotoViewer } from '../../entities/listing/photos/PhotoViewer';
import type { Listing } from '../../entities/listing/types';
import * as styles from './detail.css';

/** The listing's photos: the carousel on the page and the same photo, full screen, in the viewer. */
export function ListingGallery({ listing }: { listing: Listing }) {
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const expandButton = useRef<HTMLButtonElement>(null);
  const label = `${listing.brand} ${listing.model}`;

  if (listing.photos.length === 0) {
    return (
      <div className={styles.noPhoto}>
        <ListingThumbnail src={undefined} />
      </div>
    );
  }
  const carousel = { photos: listing.photos, thumbnails: listing.thumbnails, index, onIndexChange: setIndex, label };
  return (
    <div>
      <PhotoCarousel {...carousel} onExpand={() => setViewing(true)} expandRef={expandButton} />
      <PhotoViewer {...carousel} open={viewing} onOpenChange={setViewing} returnFocus={expandButton} />
    </div>
  );
}
