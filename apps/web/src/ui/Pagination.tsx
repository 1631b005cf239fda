import type { ReactNode } from 'react';
import { isPlainClick } from '../lib/plainClick';
import { Button } from './Button';
import { buttonStyle } from './button.css';
import { cx } from './cx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import * as styles from './pagination.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * The URL of a page, where the page lives in the URL: the items become links, which work
   * before the app has hydrated (a click on a button then is lost) and open in a new tab.
   */
  hrefFor?: (page: number) => string;
  /** Names the navigation landmark. */
  label?: string;
}

type Item = number | 'gap-start' | 'gap-end';

/** First, last, and the current page with its neighbours; gaps stand for the pages between. */
export function pageItems(page: number, totalPages: number): Item[] {
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: Item[] = [];
  sorted.forEach((n, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && n - previous > 1) items.push(i === 1 ? 'gap-start' : 'gap-end');
    items.push(n);
  });
  return items;
}

/**
 * Previous / page numbers / Next: links with `hrefFor`, buttons without. The current page is
 * marked `aria-current="page"`. Renders nothing for one page.
 */
export function Pagination({ page, totalPages, onPageChange, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = { onPageChange, hrefFor };
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <PageItem {...go} to={page - 1} name="Previous page" disabled={page <= 1}>
            <ChevronLeftIcon size={18} />
            <span className={styles.wideText}>Previous</span>
          </PageItem>
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageItem {...go} to={item} name={`Page ${item}`} current={item === page} className={styles.number}>
                {item}
              </PageItem>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <PageItem {...go} to={page + 1} name="Next page" disabled={page >= totalPages}>
            <span className={styles.wideText}>Next</span>
            <ChevronRightIcon size={18} />
          </PageItem>
        </li>
      </ul>
    </nav>
  );
}

interface PageItemProps extends Pick<PaginationProps, 'onPageChange' | 'hrefFor'> {
  to: number;
  /** The accessible name ("Page 2"): phones show the arrows alone, and a bare number says little. */
  name: string;
  current?: boolean;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

function PageItem({ to, name, current = false, disabled = false, className, onPageChange, hrefFor, children }: PageItemProps) {
  const variant = current ? 'primary' : 'ghost';
  const named = { 'aria-label': name, 'aria-current': current ? ('page' as const) : undefined };
  // A link cannot be disabled: Previous on the first page and Next on the last stay disabled
  // buttons, named and out of the tab order.
  if (!hrefFor || disabled) {
    return (
      <Button variant={variant} size="sm" className={className} disabled={disabled} onClick={() => onPageChange(to)} {...named}>
        {children}
      </Button>
    );
  }
  return (
    <a
      href={hrefFor(to)}
      className={cx(buttonStyle({ variant, size: 'sm' }), className)}
      onClick={(event) => {
        // The app's own navigation; a new tab or window stays the browser's.
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onPageChange(to);
      }}
      {...named}
    >
      {children}
    </a>
  );
}
