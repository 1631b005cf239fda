import { Button } from './Button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import * as styles from './pagination.css';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
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

/** Previous / page numbers / Next. The current page is marked `aria-current="page"`. Renders nothing for one page. */
export function Pagination({ page, totalPages, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <Button variant="ghost" size="sm" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeftIcon size={18} />
            <span className={styles.wideText}>Previous</span>
          </Button>
        </li>
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'ghost'}
                size="sm"
                className={styles.number}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button variant="ghost" size="sm" aria-label="Next page" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
            <span className={styles.wideText}>Next</span>
            <ChevronRightIcon size={18} />
          </Button>
        </li>
      </ul>
    </nav>
  );
}
