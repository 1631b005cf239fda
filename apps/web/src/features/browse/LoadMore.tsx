import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import * as styles from './browse.css';

export interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}

/**
 * Loads the next page when the end of the list scrolls into view, with a visible button that
 * does the same for keyboard users (and browsers without IntersectionObserver).
 */
export function LoadMore({ hasMore, isLoading, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || isLoading || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer reports at once whether the end is already in view (a short page).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isLoading]);

  if (!hasMore) return null;
  return (
    <div className={styles.more}>
      <div ref={sentinel} aria-hidden="true" />
      <Button variant="secondary" onClick={onLoadMore} loading={isLoading} loadingText="Loading more...">
        Load more
      </Button>
    </div>
  );
}
