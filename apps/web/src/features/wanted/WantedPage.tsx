import { WANTED_WEB_TEXTS as T, type WantedPost } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import { errorMessage } from '../../lib/trpcError';
import { useNow } from '../../lib/useNow';
import { useTRPC } from '../../trpc';
import { Alert } from '../../ui/Alert';
import { Heading } from '../../ui/Heading';
import { Spinner } from '../../ui/Spinner';
import { Text } from '../../ui/Text';
import { Page } from '../../entities/site/Page';
import { useViewer } from '../../entities/user/viewer';
import { OwnerActions } from './OwnerActions';
import { PostWantedButton } from './PostWantedButton';
import { myWantedQueryOptions, wantedBoardQueryOptions } from './queries';
import { WantedCard } from './WantedCard';
import { WantedFilters } from './WantedFilters';
import * as styles from './wanted.css';

const route = getRouteApi('/wanted');

/**
 * /wanted (product §24): the public board with its filters, "Post a wanted" for members (or the
 * way to log in), and a member's own posts, expired ones too, with Edit, Renew and Delete.
 */
export function WantedPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const trpc = useTRPC();
  const board = useQuery(wantedBoardQueryOptions(trpc, search));
  const { viewer } = useViewer();

  let content;
  // A failed reload keeps showing the posts already loaded.
  if (!board.data) {
    content = board.isError ? <Alert variant="error">{errorMessage(board.error, T.loadFailed)}</Alert> : <Spinner block label={T.loading} />;
  } else if (board.data.wanted.length === 0) {
    content = <Text>{T.empty}</Text>;
  } else {
    content = (
      <>
        <Text tone="muted">{T.total(board.data.total)}</Text>
        <WantedList posts={board.data.wanted} ownerId={viewer?.user_id} />
      </>
    );
  }
  return (
    <Page title={T.title} intro={T.intro} actions={<PostWantedButton />}>
      {viewer && <MyWanted />}
      <section className={styles.section} aria-label={T.listLabel}>
        <WantedFilters value={search} onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })} />
        {content}
      </section>
    </Page>
  );
}

function WantedList({ posts, ownerId }: { posts: readonly WantedPost[]; ownerId: number | undefined }) {
  const now = useNow();
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.wanted_id}>
          <WantedCard post={post} expired={Date.parse(post.expires_at) <= now}>
            {post.member.id === ownerId && <OwnerActions post={post} now={now} />}
          </WantedCard>
        </li>
      ))}
    </ul>
  );
}

/** The member's own posts, expired ones too, so they can be renewed; nothing when there are none. */
function MyWanted() {
  const trpc = useTRPC();
  const mine = useQuery(myWantedQueryOptions(trpc));
  const { viewer } = useViewer();
  const headingId = useId();
  if (!mine.data || mine.data.wanted.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {T.mineLabel}
      </Heading>
      <WantedList posts={mine.data.wanted} ownerId={viewer?.user_id} />
    </section>
  );
}
