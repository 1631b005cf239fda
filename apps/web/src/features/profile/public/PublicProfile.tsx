import { PROFILE_TEXTS, STATE_NAMES } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Spinner } from '../../../ui/Spinner';
import { RatingSummary } from '../../../entities/user/RatingSummary';
import { ReceivedRatings } from '../../../entities/user/ReceivedRatings';
import { RATINGS_PAGE_TEXTS } from '../../../entities/user/ratingTexts';
import { SetupPieces } from '../../setup/SetupPieces';
import { SETUP_UI_TEXTS } from '../../setup/texts';
import { DetailsList } from '../DetailsList';
import * as styles from '../profile.css';
import { publicProfileQueryOptions } from '../queries';

/**
 * What anyone may see of a member (api §2.3 `PublicUser`): name, nickname, state, when they
 * joined, their average rating with its count, and the ratings they received.
 */
export function PublicProfile({ userId, headingLevel = 2 }: { userId: number; headingLevel?: 2 | 3 }) {
  const trpc = useTRPC();
  const profile = useQuery(publicProfileQueryOptions(trpc, userId));
  if (profile.isPending) return <Spinner block label="Loading profile..." />;
  if (profile.isError) return <Alert variant="error">{PROFILE_TEXTS.loadFailed}</Alert>;
  const user = profile.data;
  const rows: Array<[string, ReactNode]> = [
    ['Name', user.name],
    ['Nickname', user.nickname ?? 'Not set'],
    ['State', STATE_NAMES[user.location_state]],
    [
      'Member since',
      <time key="joined" dateTime={user.join_date}>
        {formatDate(user.join_date)}
      </time>,
    ],
    ['Rating', <RatingSummary key="rating" of={user} />],
  ];
  // Present only when the member chose to show it (api §23.1).
  if (user.setup) rows.push([SETUP_UI_TEXTS.publicTitle, <SetupPieces key="setup" pieces={user.setup} label={SETUP_UI_TEXTS.publicTitle} />]);
  return (
    <div className={styles.form}>
      <DetailsList rows={rows} />
      <ReceivedRatings userId={userId} title={RATINGS_PAGE_TEXTS.received} headingLevel={headingLevel} framed={false} />
    </div>
  );
}
