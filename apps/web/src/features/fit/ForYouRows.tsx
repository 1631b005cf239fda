import { FIT_TEXTS, forYouEmpty, forYouMore, forYouTitle, pieceName, type ForYouSection } from '@mpx/shared';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Heading } from '../../ui/Heading';
import { Text } from '../../ui/Text';
import { ListingCard } from '../../entities/listing/card/ListingCard';
import { WatchButton } from '../watchlist/WatchButton';
import * as styles from './forYou.css';
import type { ForYouState } from './useForYou';

/**
 * Cards in a row: one screen's width on a wide screen, as the browse grid's first row, whose
 * photos the first row fetches at once instead. More (the API sends up to 8) would be fetched
 * with the first screen too, sideways out of sight, and cost the page its first-paint budget
 * (docs/performance.md); the rest are one link away, in the browse of sizes like the piece.
 */
export const CARDS_IN_ROW = 4;

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
  // Only a size the table knows can be browsed as `like` (a rim alone, or a size kept as typed, cannot).
  const more = listings.length > CARDS_IN_ROW && piece.size_id !== null && piece.size !== null;
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Heading level={2} size="sub" id={titleId}>
        {forYouTitle(piece)}
      </Heading>
      {listings.length === 0 ? (
        <Text tone="muted">{forYouEmpty(piece)}</Text>
      ) : (
        <ul className={styles.row}>
          {listings.slice(0, CARDS_IN_ROW).map((listing) => (
            <li key={listing.listing_id} className={styles.item}>
              <ListingCard
                listing={listing}
                sizeReason={{ from, text: listing.reason.text, kind: listing.reason.kind }}
                priority={photosFirst}
                watch={<WatchButton listing={listing} placement="card" />}
              />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <Link to="/listings" search={{ like: `${piece.brand} ${piece.size}`, instrument_type: piece.instrument_type }} className={styles.more}>
          {forYouMore(piece)}
        </Link>
      )}
    </section>
  );
}
