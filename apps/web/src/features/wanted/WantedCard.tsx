import { formatPrice, WANTED_WEB_TEXTS as T, type WantedPost } from '@mpx/shared';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { Card } from '../../ui/Card';
import { Text } from '../../ui/Text';
import * as styles from './wanted.css';

/** One post: what it wants in words, its price and note, who posted it, where and when. */
export function WantedCard({ post, expired = false, children }: { post: WantedPost; expired?: boolean; children?: ReactNode }) {
  return (
    <Card as="article" className={styles.card} aria-label={post.summary}>
      <Text className={styles.summary}>{post.summary}</Text>
      {post.price_max !== null && <Text>{T.upTo(formatPrice(post.price_max))}</Text>}
      {post.note && <Text className={styles.note}>{post.note}</Text>}
      <div className={styles.meta}>
        <span>{[post.member.name, post.suburb].filter(Boolean).join(' · ')}</span>
        <span>{T.posted(formatDate(post.created_at))}</span>
        {expired && <span>{T.expired}</span>}
      </div>
      {children}
    </Card>
  );
}
