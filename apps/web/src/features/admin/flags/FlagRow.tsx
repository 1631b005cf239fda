import type { Flag } from '@mpx/shared';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import * as styles from '../admin.css';
import { formatDateTime } from '../format';
import { ADMIN_TEXTS, FLAG_TAB_TEXTS } from '../texts';
import { FlagStatusBadge } from './FlagStatusBadge';
import type { FlagActions } from './useFlagActions';

/** "Bach 7C" */
const listingName = (listing: NonNullable<Flag['listing']>) => `${listing.brand} ${listing.model}`;

/**
 * One flag: the listing (a link while it exists), the reporter, the reason, the status and the
 * time; Resolve and Review while pending (product §4); delete the flag, or the listing behind it.
 * Every button names its flag or listing, since a table has many of each.
 */
export function FlagRow({ flag, actions }: { flag: Flag; actions: FlagActions }) {
  const { listing } = flag;
  const busy = actions.busyFlag === flag.flag_id || (listing !== null && actions.busyListing === listing.listing_id);
  const about = listing ? listingName(listing) : `#${flag.content_id}`;
  return (
    <tr>
      <td className={styles.td}>
        {listing && listing.status !== 'deleted' ? (
          <Link to="/listings/$id" params={{ id: String(listing.listing_id) }}>
            {listingName(listing)}
          </Link>
        ) : listing ? (
          <>
            {listingName(listing)} <span className={styles.muted}>({FLAG_TAB_TEXTS.listingDeleted})</span>
          </>
        ) : (
          <span className={styles.muted}>{FLAG_TAB_TEXTS.listingGone}</span>
        )}
      </td>
      <td className={styles.td}>{flag.reporter.name}</td>
      <td className={`${styles.td} ${styles.reason}`} dir="auto">
        {flag.reason}
      </td>
      <td className={styles.td}>
        <FlagStatusBadge status={flag.status} />
      </td>
      <td className={`${styles.td} ${styles.nowrap}`}>
        <time dateTime={flag.timestamp}>{formatDateTime(flag.timestamp)}</time>
      </td>
      <td className={styles.td}>
        <div className={styles.actions}>
          {flag.status === 'pending' && (
            <>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`${FLAG_TAB_TEXTS.resolve} flag on ${about}`}
                onClick={() => actions.setStatus(flag.flag_id, 'resolved')}
              >
                {FLAG_TAB_TEXTS.resolve}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`${FLAG_TAB_TEXTS.review} flag on ${about}`}
                onClick={() => actions.setStatus(flag.flag_id, 'reviewed')}
              >
                {FLAG_TAB_TEXTS.review}
              </Button>
            </>
          )}
          <ConfirmDialog
            title={FLAG_TAB_TEXTS.confirmFlagDeleteTitle}
            description={ADMIN_TEXTS.confirmFlagDelete}
            confirmLabel={FLAG_TAB_TEXTS.delete}
            destructive
            onConfirm={() => actions.deleteFlag(flag.flag_id)}
            trigger={
              <Button size="sm" variant="ghost" disabled={busy} aria-label={`${FLAG_TAB_TEXTS.deleteFlag} on ${about}`}>
                {FLAG_TAB_TEXTS.deleteFlag}
              </Button>
            }
          />
          {listing && (
            <ConfirmDialog
              title={FLAG_TAB_TEXTS.confirmListingDeleteTitle}
              description={FLAG_TAB_TEXTS.confirmListingDelete(listingName(listing))}
              confirmLabel={FLAG_TAB_TEXTS.delete}
              destructive
              onConfirm={() => actions.deleteListing(listing.listing_id)}
              trigger={
                <Button size="sm" variant="danger" disabled={busy} aria-label={`${FLAG_TAB_TEXTS.deleteListing} ${listingName(listing)}`}>
                  {FLAG_TAB_TEXTS.deleteListing}
                </Button>
              }
            />
          )}
        </div>
      </td>
    </tr>
  );
}
