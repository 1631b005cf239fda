import { FIT_TEXTS, forYouEmpty, forYouTitle, pieceName, type ForYouSection } from '@mpx/shared';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { ListingCard } from '../../entities/listing/card/ListingCard';
import { WatchButton } from '../watchlist/WatchButton';
import * as styles from './forYou.css';
import type { ForYouState } from './useForYou';

/** Photos fetched at once: the first row's visible cards on a wide screen, as the browse grid's first row. */
const FIRST_PHOTOS = 4;

/**
 * The signed-in home's For you (product §23): a row per current piece of the member's setup,
 * each card saying why it is there in the line similar-size results use; a member without a
 * current piece is invited to add one. Nothing for a guest, nor while loading or after a failure.
 */
export function ForYouRows({ state }: { state: ForYouState }) {
  const { forYou } = state;
  if (!state.member || !forYou) return null;
  if (forYou.sections.length === 0) {
    return (
      <p className={styles.invitation}>
        {FIT_TEXTS.invitation} <Link to="/profile">{FIT_TEXTS.invitationLink}</Link>
      </p>
    );
  }
  const first = forYou.sections.findIndex((section) => section.listings.length > 0);
  return (
    <div className={styles.rows}>
      {forYou.sections.map((section, i) => (
        <ForYouRow key={i} section={section} photosFirst={i === first} />
      ))}
    </div>
  );
}

function ForYouRow({ section: { piece, listings }, photosFirst }: { section: ForYouSection; photosFirst: boolean }) {
  const titleId = useId();
  const from = pieceName(piece);
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Heading level={2} size="sub" id={titleId}>
        {forYouTitle(piece)}
      </Heading>
      {listings.length === 0 ? (
        <Text tone="muted">{forYouEmpty(piece)}</Text>
      ) : (
        <ul className={styles.row}>
          {listings.map((listing, i) => (
            <li key={listing.listing_id} className={styles.item}>
              <ListingCard
                listing={listing}
                sizeReason={{ from, text: listing.reason.text, kind: listing.reason.kind }}
                priority={photosFirst && i < FIRST_PHOTOS}
                watch={<WatchButton listing={listing} placement="card" />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
