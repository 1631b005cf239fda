import { charCount, MAX_RATING_COMMENT, MAX_STARS } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { characterCount } from '../../../lib/characterCount';
import { displayName } from '../../../lib/displayName';
import { errorCode, errorFields, errorMessage } from '../../../lib/trpcError';
import { useTRPC } from '../../../trpc';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { FormDialog } from '../../../ui/FormDialog';
import { StarInput } from '../../../ui/StarInput';
import { TextArea } from '../../../ui/TextArea';
import { useSnackbar } from '../../../ui/useSnackbar';
import type { Listing } from '../../../entities/listing/types';
import { refreshAfterRating, refreshRatingViewerState } from '../../../entities/user/ratingQueries';
import { rateDialogDescription, RATING_TEXTS, RATINGS_PAGE_TEXTS, type RatedParty } from '../../../entities/user/ratingTexts';

/** The listing the rating is for; `user_id` and `user` are the member rated (its seller, or a deal's buyer). */
export type RateUserListing = Pick<Listing, 'listing_id' | 'user_id' | 'brand' | 'model'> & { user: Pick<Listing['user'], 'name' | 'nickname'> };

export interface RateUserDialogProps {
  listing: RateUserListing;
  onRated: () => void;
  /** Who is rated: the listing's seller, or after a deal (issue 30) its buyer, rated by the seller. */
  party?: RatedParty;
  /** The button that opens it, when not the listing page's full-width "Rate User". */
  trigger?: ReactNode;
}

/** Product §5 and §9: a rating starts at 5 stars. */
const DEFAULT_STARS = MAX_STARS;

/**
 * "Rate User" on a listing (product §2, §5): rates its seller for this listing with stars (5 to
 * start with) and a comment; after a deal (issue 30) its seller rates the buyer the same way. Submit is disabled unless stars are chosen and the comment is not
 * blank. The server's error text (or "Failed to submit rating.") shows in the dialog; success
 * closes it with "Rating submitted!" (product §8) and calls `onRated`.
 */
export function RateUserDialog({ listing, onRated, party = 'seller', trigger }: RateUserDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState<number | null>(DEFAULT_STARS);
  const [comment, setComment] = useState('');

  const create = useMutation(
    trpc.ratings.create.mutationOptions({
      onSuccess: () => {
        void refreshAfterRating(queryClient, trpc, { sellerId: listing.user_id, listingId: listing.listing_id });
        snackbar.success(RATING_TEXTS.submitted);
        setOpen(false);
        onRated();
      },
    }),
  );

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      // Each opening starts afresh.
      setStars(DEFAULT_STARS);
      setComment('');
      create.reset();
    } else if (errorCode(create.error) === 'CONFLICT') {
      // "Already rated" (from another tab, say): the page shows that instead of the button now.
      void refreshRatingViewerState(queryClient, trpc, listing.listing_id);
    }
  };

  const text = comment.trim();
  const tooLong = charCount(text) > MAX_RATING_COMMENT;
  const canSubmit = stars !== null && text.length > 0 && !tooLong;
  const serverFields = errorFields(create.error);

  return (
    <FormDialog
      title={RATINGS_PAGE_TEXTS.rateUser}
      description={rateDialogDescription(displayName(listing.user), listing, party)}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        trigger ?? (
          <Button variant="secondary" fullWidth>
            {RATINGS_PAGE_TEXTS.rateUser}
          </Button>
        )
      }
      submitLabel={RATINGS_PAGE_TEXTS.submit}
      pendingLabel={RATINGS_PAGE_TEXTS.submitting}
      pending={create.isPending}
      canSubmit={canSubmit}
      onSubmit={() => {
        if (stars !== null) create.mutate({ to_user_id: listing.user_id, transaction_id: listing.listing_id, stars, comment: text });
      }}
    >
      {create.isError && <Alert variant="error">{errorMessage(create.error, RATING_TEXTS.submitFailed)}</Alert>}
      <StarInput label={RATINGS_PAGE_TEXTS.stars} value={stars} onValueChange={setStars} />
      <TextArea
        label={RATINGS_PAGE_TEXTS.comment}
        rows={4}
        dir="auto"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        hint={characterCount(charCount(text), MAX_RATING_COMMENT)}
        error={tooLong ? RATING_TEXTS.commentTooLong : serverFields.comment}
      />
    </FormDialog>
  );
}
