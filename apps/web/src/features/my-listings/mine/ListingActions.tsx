import { EXPIRY_TEXTS } from '@mpx/shared';
import { useNow } from '../../../lib/useNow';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { ListingFormDialog } from '../form/ListingFormDialog';
import { LISTING_TEXTS } from '../../../entities/listing/texts';
import type { Listing } from '../../../entities/listing/types';
import { allowedActions } from './allowedActions';
import { useListingActions } from './useListingActions';

/** The owner's buttons on one listing, as its status allows. Each names the listing for screen readers. */
export function ListingActions({ listing }: { listing: Listing }) {
  const actions = allowedActions(listing, useNow());
  const run = useListingActions(listing.listing_id);
  const name = <VisuallyHidden>{` ${listing.brand} ${listing.model}`}</VisuallyHidden>;
  if (actions.length === 0) return null;
  return (
    <>
      {actions.includes('edit') && (
        <ListingFormDialog
          listing={listing}
          trigger={
            <Button size="sm" variant="secondary" disabled={run.isPending}>
              Edit{name}
            </Button>
          }
        />
      )}
      {actions.includes('renew') && (
        <Button
          size="sm"
          variant={listing.status === 'expired' ? 'primary' : 'secondary'}
          onClick={run.renew}
          disabled={run.isPending}
          loading={run.isRenewing}
        >
          {EXPIRY_TEXTS.renew}
          {name}
        </Button>
      )}
      {actions.includes('togglePause') && (
        <Button size="sm" variant="secondary" onClick={run.togglePause} disabled={run.isPending} loading={run.isTogglingPause}>
          {listing.status === 'paused' ? 'Activate' : 'Pause'}
          {name}
        </Button>
      )}
      {actions.includes('markSold') && (
        <ConfirmDialog
          title="Mark as sold"
          description={LISTING_TEXTS.confirmMarkSold}
          confirmLabel="Mark as Sold"
          onConfirm={run.markSold}
          trigger={
            <Button size="sm" variant="secondary" disabled={run.isPending}>
              Mark as Sold{name}
            </Button>
          }
        />
      )}
      {actions.includes('delete') && (
        <ConfirmDialog
          title="Delete listing"
          description={LISTING_TEXTS.confirmDelete}
          confirmLabel="Delete"
          destructive
          onConfirm={run.remove}
          trigger={
            <Button size="sm" variant="danger" disabled={run.isPending}>
              Delete{name}
            </Button>
          }
        />
      )}
    </>
  );
}
