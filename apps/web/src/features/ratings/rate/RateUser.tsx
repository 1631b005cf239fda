import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTRPC } from '../../../trpc';
import { StatusNote } from '../../../ui/StatusNote';
import { useViewer } from '../../../entities/user/viewer';
import { ratingViewerStateQueryOptions } from '../../../entities/user/ratingQueries';
import { RATING_TEXTS, type RatedParty } from '../../../entities/user/ratingTexts';
import { RateUserDialog, type RateUserListing } from './RateUserDialog';

/**
 * "Rate User" on a listing, for signed-in members who do not own it: the dialog, or, once they
 * have rated the seller for this listing (one rating each), a note saying so instead. The Deals
 * page places it too, for either party of a completed deal to rate the other.
 */
export function RateUser({ listing, party, trigger }: RateUserProps) {
  const { viewer } = useViewer();
  if (!viewer || viewer.user_id === listing.user_id) return null;
  return <RateUserAction listing={listing} party={party} trigger={trigger} />;
}

export interface RateUserProps {
  listing: RateUserListing;
  /** Who is rated: the seller (the listing page), or a deal's buyer (the Deals page, issue 30). */
  party?: RatedParty;
  trigger?: ReactNode;
}

function RateUserAction({ listing, party, trigger }: RateUserProps) {
  const trpc = useTRPC();
  const state = useQuery(ratingViewerStateQueryOptions(trpc, listing.listing_id));
  // After rating here, the note takes the focus the dialog's (now gone) button would get back.
  const [justRated, setJustRated] = useState(false);
  if (state.isPending) return null;
  if (state.data?.rated) return <StatusNote focusOnMount={justRated}>{RATING_TEXTS.duplicate}</StatusNote>;
  // If the state cannot be read, offer the button: the server refuses a second rating anyway.
  return <RateUserDialog listing={listing} party={party} trigger={trigger} onRated={() => setJustRated(true)} />;
}
