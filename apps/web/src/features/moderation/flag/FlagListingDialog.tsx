import { charCount, MAX_FLAG_REASON } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { characterCount } from '../../../lib/characterCount';
import { errorCode, errorFields, errorMessage } from '../../../lib/trpcError';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { FormDialog } from '../../../ui/FormDialog';
import { TextArea } from '../../../ui/TextArea';
import { useSnackbar } from '../../../ui/useSnackbar';
import type { Listing } from '../../../entities/listing/types';
import { markFlagged, refreshViewerFlagged } from '../queries';
import { flagDialogDescription, FLAG_TEXTS, MODERATION_PAGE_TEXTS } from '../texts';

export type FlagListingTarget = Pick<Listing, 'listing_id' | 'user_id' | 'brand' | 'model'>;

/**
 * "Flag Listing" (product §2, §5): reports the listing to the admins with a reason; Submit is
 * disabled while the reason is blank. The server's error text (or "Failed to submit flag.")
 * shows in the dialog; success closes it with "Flag submitted!" (product §8) and calls `onFlagged`.
 */
export function FlagListingDialog({ listing, onFlagged }: { listing: FlagListingTarget; onFlagged: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');

  const flag = useMutation(
    trpc.moderation.flag.mutationOptions({
      onSuccess: () => {
        void markFlagged(queryClient, trpc, listing.listing_id);
        snackbar.success(FLAG_TEXTS.submitted);
        setOpen(false);
        onFlagged();
      },
    }),
  );

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      // Each opening starts afresh.
      setReason('');
      flag.reset();
    } else if (errorCode(flag.error) === 'CONFLICT') {
      // "Already flagged" (from another tab, say): the page shows that instead of the button now.
      void refreshViewerFlagged(queryClient, trpc, listing.listing_id);
    }
  };

  const text = reason.trim();
  const tooLong = charCount(text) > MAX_FLAG_REASON;
  const canSubmit = text.length > 0 && !tooLong;

  return (
    <FormDialog
      title={MODERATION_PAGE_TEXTS.flagListing}
      description={flagDialogDescription(listing)}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="ghost" fullWidth>
          {MODERATION_PAGE_TEXTS.flagListing}
        </Button>
      }
      submitLabel={MODERATION_PAGE_TEXTS.submit}
      pendingLabel={MODERATION_PAGE_TEXTS.submitting}
      pending={flag.isPending}
      canSubmit={canSubmit}
      onSubmit={() => flag.mutate({ content_id: listing.listing_id, reason: text })}
    >
      {flag.isError && <Alert variant="error">{errorMessage(flag.error, FLAG_TEXTS.submitFailed)}</Alert>}
      <TextArea
        label={MODERATION_PAGE_TEXTS.reason}
        rows={4}
        dir="auto"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        hint={characterCount(charCount(text), MAX_FLAG_REASON)}
        error={tooLong ? FLAG_TEXTS.reasonTooLong : errorFields(flag.error).reason}
      />
    </FormDialog>
  );
}
