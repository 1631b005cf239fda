import { Button } from '../../ui/Button';
import { PlusIcon } from '../../ui/icons';
import { useViewer } from '../../entities/user/viewer';
import * as styles from './addListing.css';
import { ListingFormDialog, preloadListingForm } from './form/ListingFormDialog';

/**
 * Header "Add Listing" (product §2): opens the create-listing dialog, for signed-in members only;
 * on success the member lands on the new listing's page.
 */
export function AddListingButton() {
  const { viewer } = useViewer();
  if (!viewer) return null;
  return (
    <ListingFormDialog
      trigger={
        <Button size="sm" aria-label="Add Listing" className={styles.button} onPointerEnter={preloadListingForm} onFocus={preloadListingForm}>
          <PlusIcon size={18} />
          <span className={styles.label}>Add Listing</span>
        </Button>
      }
    />
  );
}
