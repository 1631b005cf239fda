import { Link } from '@tanstack/react-router';
import { displayName } from '../../../lib/displayName';
import { Badge } from '../../../ui/Badge';
import { cx } from '../../../ui/cx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { fullTime, relativeTime } from '../messageTime';
import { MESSAGING_TEXTS } from '../texts';
import { ThreadThumbnail } from '../ThreadThumbnail';
import type { ConversationSummary } from '../types';
import * as styles from './inbox.css';

/** What a thread is about: "Bach 7C", or the general thread between the two members. */
export function threadSubject(summary: Pick<ConversationSummary, 'listing_id' | 'listing_brand' | 'listing_model'>): string {
  if (summary.listing_id === null) return MESSAGING_TEXTS.generalThread;
  return [summary.listing_brand, summary.listing_model].filter(Boolean).join(' ') || `Listing #${summary.listing_id}`;
}

/**
 * One thread of the inbox (product §2): the other member, the listing's thumbnail, brand and
 * model, the newest message, when, and how many are unread. Opens the conversation.
 */
export function InboxRow({ summary, now }: { summary: ConversationSummary; now: number }) {
  const unread = summary.unreadCount > 0;
  return (
    <li className={styles.item}>
      <Link
        to="/messages/$userId"
        params={{ userId: String(summary.conversation_id) }}
        search={summary.listing_id === null ? {} : { listing: summary.listing_id }}
        className={styles.row}
      >
        <ThreadThumbnail photo={summary.listing_photo} hasListing={summary.listing_id !== null} otherUser={summary.other_user} />
        <span className={styles.body}>
          <span className={styles.topLine}>
            <span className={cx(styles.name, unread && styles.unreadName)} dir="auto">
              {displayName(summary.other_user)}
            </span>
            <time className={styles.time} dateTime={summary.updated_at} title={fullTime(summary.updated_at)}>
              <VisuallyHidden>, </VisuallyHidden>
              {relativeTime(summary.updated_at, now)}
            </time>
          </span>
          <span className={styles.listing} dir="auto">
            <VisuallyHidden>, </VisuallyHidden>
            {threadSubject(summary)}
          </span>
          <span className={cx(styles.preview, unread && styles.unreadPreview)} dir="auto">
            <VisuallyHidden>: </VisuallyHidden>
            {summary.last_message_preview}
          </span>
        </span>
        {unread && (
          <span className={styles.badge}>
            <Badge tone="brand">
              <VisuallyHidden>, </VisuallyHidden>
              {summary.unreadCount}
              <VisuallyHidden> unread</VisuallyHidden>
            </Badge>
          </span>
        )}
      </Link>
    </li>
  );
}
