import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { LISTING_TEXTS } from '../../../entities/listing/texts';
import type { Listing } from '../../../entities/listing/types';

const loadForm = () => import('./ListingForm');
const ListingForm = lazy(() => loadForm().then((m) => ({ default: m.ListingForm })));

/** Starts loading the form's code (and the shared schemas) before the dialog opens, e.g. on hover. */
export function preloadListingForm(): void {
  void loadForm();
}

export interface ListingFormDialogProps {
  /** The listing to edit; omit to create one. */
  listing?: Listing;
  /** The button that opens the dialog (focus returns to it on close). */
  trigger: ReactElement;
}

/**
 * "Create A New Mouthpiece Listing" / "Edit Listing". A new listing opens its page once saved
 * (product §2); an edit closes the dialog, and the lists show the new data. The form is loaded
 * on demand, so pages that only offer the button stay small.
 */
export function ListingFormDialog({ listing, trigger }: ListingFormDialogProps) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const onSaved = (saved: Listing) => {
    setOpen(false);
    if (!listing) void navigate({ to: '/listings/$id', params: { id: String(saved.listing_id) } });
  };
  return (
    <Dialog title={listing ? LISTING_TEXTS.editTitle : LISTING_TEXTS.createTitle} trigger={trigger} open={open} onOpenChange={setOpen} size="lg">
      <Suspense fallback={<Spinner block label="Loading form..." />}>
        <ListingForm listing={listing} onSaved={onSaved} />
      </Suspense>
    </Dialog>
  );
}
