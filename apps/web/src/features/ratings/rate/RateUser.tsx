import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';
import { StatusNote } from '../../../ui/StatusNote';
import { useViewer } from '../../../entities/user/viewer';
import { ratingViewerStateQueryOptions } from '../../../entities/user/ratingQueries';
import { RATING_TEXTS } from '../../../entities/user/ratingTexts';
import { RateUserDialog, type RateUserListing } from './RateUserDialog';

/**
 * "Rate User" on a listing, for signed-in members who do not own it: the dialog, or, once they
 * have rated the seller for this listing (one rating each), a note saying so instead.
 */
export function RateUser({ listing }: { listing: RateUserListing }) {
  const { viewer } = useViewer();
  if (!viewer || viewer.user_id === listing.user_id) return null;
  return <RateUserAction listing={listing} />;
}

function RateUserAction({ listing }: { listing: RateUserListing }) {
  const trpc = useTRPC();
  const state = useQuery(ratingViewerStateQueryOptions(trpc, listing.listing_id));
  // After rating here, the note takes the focus the dialog's (now gone) button would get back.
  const [justRated, setJustRated] = useState(false);
  if (state.isPending) return null;
  if (state.data?.rated) return <StatusNote focusOnMount={justRated}>{RATING_TEXTS.duplicate}</StatusNote>;
  // If the state cannot be read, offer the button: the server refuses a second rating anyway.
  return <RateUserDialog listing={listing} onRated={() => setJustRated(true)} />;
}
