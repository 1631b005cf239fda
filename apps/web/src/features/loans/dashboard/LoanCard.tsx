import { LOAN_TEXTS } from '@mpx/shared';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { displayName } from '../../../lib/displayName';
import { formatCalendarDate, formatDate } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { ListingThumbnail } from '../../../entities/listing/card/ListingThumbnail';
import { awaitsLender, counterpartOf } from '../loanActions';
import type { LoanTab } from '../loanTabs';
import * as styles from '../loans.css';
import { LOANS_PAGE_TEXTS } from '../texts';
import type { LoanItem } from '../types';
import { LoanActions } from './LoanActions';
import { LoanMessageDialog } from './LoanMessageDialog';
import { LoanStatusBadge } from './LoanStatusBadge';

export interface LoanCardProps {
  loan: LoanItem;
  viewerId: number;
  /** The tab the card is on: some buttons show on some tabs only. */
  tab: LoanTab;
}

/**
 * One loan (product §2 Loans): the listing's first photo or the placeholder, brand and model,
 * instrument type and condition, description, status (and overdue), the dates, the other party
 * by display name, the viewer's buttons and the Message dialog.
 */
export function LoanCard({ loan, viewerId, tab }: LoanCardProps) {
  const titleId = useId();
  const { listing } = loan;
  const counterpart = counterpartOf(loan, viewerId);
  const title = `${listing.brand} ${listing.model}`;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.photo}>
        <ListingThumbnail src={listing.photos[0]} />
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h2 className={styles.title} id={titleId}>
            {listing.status === 'deleted' ? (
              title
            ) : (
              <Link to="/listings/$id" params={{ id: String(listing.listing_id) }}>
                {title}
              </Link>
            )}
          </h2>
          <span className={styles.badges}>
            <LoanStatusBadge status={loan.status} />
            {loan.overdue && <Badge tone="error">{LOANS_PAGE_TEXTS.overdue}</Badge>}
          </span>
        </div>
        <p className={styles.meta}>
          {listing.instrument_type} · {listing.condition}
        </p>
        <p className={styles.description}>{listing.description}</p>
        <dl className={styles.facts}>
          <Fact label={LOANS_PAGE_TEXTS.startDate}>
            <time dateTime={loan.start_date.slice(0, 10)}>{formatCalendarDate(loan.start_date)}</time>
          </Fact>
          <Fact label={LOANS_PAGE_TEXTS.expectedReturnDate}>
            <time dateTime={loan.expected_return_date.slice(0, 10)}>{formatCalendarDate(loan.expected_return_date)}</time>
          </Fact>
          {loan.actual_return_date && (
            <Fact label={LOANS_PAGE_TEXTS.returnedDate}>
              <time dateTime={loan.actual_return_date}>{formatDate(loan.actual_return_date)}</time>
            </Fact>
          )}
          <Fact label={counterpart.label}>
            <span dir="auto">{displayName(counterpart.user)}</span>
          </Fact>
        </dl>
        {awaitsLender(loan, viewerId) && <p className={styles.waiting}>{LOAN_TEXTS.waitingForLender}</p>}
        <div className={styles.actions}>
          <LoanActions loan={loan} viewerId={viewerId} tab={tab} />
          <LoanMessageDialog loan={loan} to={counterpart.user} />
        </div>
      </div>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}
