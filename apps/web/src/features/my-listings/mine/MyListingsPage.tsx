import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/trpcError';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { PlusIcon } from '../../../ui/icons';
import { Page } from '../../../entities/site/Page';
import { ListingSkeletons } from '../../../entities/listing/card/ListingSkeletons';
import { ListingFormDialog, preloadListingForm } from '../form/ListingFormDialog';
import { myListingsQueryOptions } from '../../../entities/listing/queries';
import { LISTING_TEXTS } from '../../../entities/listing/texts';
import { ReceivedOffers } from '../../deals/received/ReceivedOffers';
import { MyListingsTabs } from './MyListingsTabs';
import { useRefreshOnListingNotices } from './useRefreshOnListingNotices';
import * as styles from './mine.css';

/** My Listings (product §2): the member's listings by status, with the actions each allows, then the offers received on them (§21). */
export function MyListingsPage() {
  const trpc = useTRPC();
  const query = useQuery(myListingsQueryOptions(trpc));
  useRefreshOnListingNotices();
  return (
    <Page
      title="My Listings"
      actions={
        <div className={styles.headerActions}>
          <ListingFormDialog
            trigger={
              <Button onPointerEnter={preloadListingForm} onFocus={preloadListingForm}>
                <PlusIcon size={18} />
                Create Listing
              </Button>
            }
          />
        </div>
      }
    >
      {query.isPending ? (
        <ListingSkeletons view="list" label="Loading your listings..." count={3} />
      ) : query.isError ? (
        <Alert variant="error">{errorMessage(query.error, LISTING_TEXTS.loadFailed)}</Alert>
      ) : (
        <MyListingsTabs listings={query.data.listings} />
      )}
      <ReceivedOffers />
    </Page>
  );
}
