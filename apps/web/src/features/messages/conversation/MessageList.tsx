import { useLayoutEffect, useRef } from 'react';
import { displayName } from '../../../lib/displayName';
import { useNow } from '../../../lib/useNow';
import { Button } from '../../../ui/Button';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { fullTime, messageTime } from '../messageTime';
import { MESSAGING_TEXTS } from '../texts';
import type { Message } from '../types';
import * as styles from './conversation.css';

/** Within this many pixels of an edge counts as being at it. */
const EDGE_PX = 80;

export interface MessageListProps {
  /** Oldest first. */
  messages: Message[];
  viewerId: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The thread, oldest first, the viewer's own messages on the right (product §2). Scrolling to
 * the top loads older messages without moving what is on screen; a new message scrolls into
 * view when the member was already at the bottom or sent it. Text is rendered as text, line
 * breaks kept, each message in its own direction (`dir="auto"`: Arabic or Hebrew read right to
 * left next to English).
 */
export function MessageList({ messages, viewerId, hasOlder, loadingOlder, onLoadOlder }: MessageListProps) {
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  /** Scroll size and position just before older messages were asked for. */
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const atBottom = useRef(true);

  const firstId = messages[0]?.message_id;
  const newest = messages.at(-1);
  const newestId = newest?.message_id;
  const newestIsOwn = newest?.from_user_id === viewerId;

  // Older messages went in above: keep the ones on screen where they were.
  useLayoutEffect(() => {
    const el = scroller.current;
    const before = beforeOlder.current;
    if (!el || !before) return;
    el.scrollTop = el.scrollHeight - before.height + before.top;
    beforeOlder.current = null;
  }, [firstId]);

  // The first page, or a new message: follow it if the member was following the thread.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || newestId === undefined) return;
    if (atBottom.current || newestIsOwn) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
  }, [newestId, newestIsOwn]);

  const loadOlder = () => {
    const el = scroller.current;
    if (el) beforeOlder.current = { height: el.scrollHeight, top: el.scrollTop };
    onLoadOlder();
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX && hasOlder && !loadingOlder) loadOlder();
  };

  return (
    // A scrolling region must be reachable by keyboard to be scrolled with the arrow keys.
    <div ref={scroller} className={styles.thread} role="log" aria-label="Messages" tabIndex={0} onScroll={onScroll}>
      {hasOlder && (
        <div className={styles.older}>
          <Button variant="ghost" size="sm" onClick={loadOlder} loading={loadingOlder} loadingText={MESSAGING_TEXTS.loadingOlder}>
            {MESSAGING_TEXTS.loadOlder}
          </Button>
        </div>
      )}
      <div className={styles.spacer} />
      {messages.length === 0 ? (
        <p className={styles.empty}>{MESSAGING_TEXTS.conversationEmpty}</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((message) => {
            const own = message.from_user_id === viewerId;
            return (
              <li key={message.message_id} className={own ? styles.own : styles.theirs}>
                <VisuallyHidden>{own ? 'You' : displayName(message.from_user)}: </VisuallyHidden>
                <p className={own ? styles.ownBubble : styles.theirBubble} dir="auto">
                  {message.content}
                </p>
                <time className={styles.time} dateTime={message.timestamp} title={fullTime(message.timestamp)}>
                  {messageTime(message.timestamp, now)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
