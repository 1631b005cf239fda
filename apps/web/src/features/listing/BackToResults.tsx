import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { isPlainClick } from '../../lib/plainClick';
import { ChevronLeftIcon } from '../../ui/icons';
import { readResultsOrigin } from '../../entities/listing/resultsOrigin';
import * as styles from './detail.css';

const TEXT = 'Back to results';

/**
 * Back to the results the listing was opened from, with their filters, sort and page; to Browse
 * Listings when it was opened some other way (a shared link, a new tab).
 */
export function BackToResults() {
  const router = useRouter();
  const saved = useRouterState({ select: (state) => state.location.state.listingResults });
  const origin = readResultsOrigin(saved);

  // Opened from those results just before: going back in history returns to them as they were
  // left (scroll position, pages loaded). The link's href stays right for new tabs and copying.
  const onClick = (event: MouseEvent) => {
    if (!origin || !isPlainClick(event)) return;
    if (!router.history.canGoBack()) return;
    event.preventDefault();
    router.history.back();
  };

  const content = (
    <>
      <ChevronLeftIcon size={18} />
      {TEXT}
    </>
  );
  if (origin?.path === '/') {
    return (
      <Link to="/" search={origin.search} onClick={onClick} className={styles.back}>
        {content}
      </Link>
    );
  }
  return (
    <Link to="/listings" search={origin?.search ?? {}} onClick={onClick} className={styles.back}>
      {content}
    </Link>
  );
}
