import { useId } from 'react';
import { Card } from '../../ui/Card';
import { Heading } from '../../ui/Heading';
import * as styles from './ratings.css';
import { RatingsList } from './RatingsList';
import { useUserRatings } from './useUserRatings';

export interface ReceivedRatingsProps {
  userId: number;
  /** "Seller ratings" on the listing page and the seller's profile, "Ratings received" on one's own. */
  title: string;
  headingLevel?: 2 | 3;
  /** In a card of its own (pages) or bare (inside a dialog). */
  framed?: boolean;
}

/** A member's ratings list under a heading, as a region named by it. */
export function ReceivedRatings({ userId, title, headingLevel = 2, framed = true }: ReceivedRatingsProps) {
  const titleId = useId();
  const { ratings, isLoading } = useUserRatings(userId);
  const content = (
    <>
      <Heading level={headingLevel} size="sub" id={titleId}>
        {title}
      </Heading>
      <RatingsList ratings={ratings} isLoading={isLoading} />
    </>
  );
  return framed ? (
    <Card as="section" aria-labelledby={titleId}>
      {content}
    </Card>
  ) : (
    <section aria-labelledby={titleId} className={styles.section}>
      {content}
    </section>
  );
}
