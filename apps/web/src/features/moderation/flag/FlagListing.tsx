import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../trpc';
import { StatusNote } from '../../../ui/StatusNote';
import { useViewer } from '../../../entities/user/viewer';
import { viewerFlaggedQueryOptions } from '../queries';
import { FLAG_TEXTS } from '../texts';
import { FlagListingDialog, type FlagListingTarget } from './FlagListingDialog';

/**
 * "Flag Listing" on a listing, for signed-in members who do not own it: the dialog, or, once
 * they have flagged it (one flag each), a note saying so instead.
 */
export function FlagListing({ listing }: { listing: FlagListingTarget }) {
  const { viewer } = useViewer();
  if (!viewer || viewer.user_id === listing.user_id) return null;
  return <FlagListingAction listing={listing} />;
}

function FlagListingAction({ listing }: { listing: FlagListingTarget }) {
  const trpc = useTRPC();
  const state = useQuery(viewerFlaggedQueryOptions(trpc, listing.listing_id));
  // After flagging here, the note takes the focus the dialog's (now gone) button would get back.
  const [justFlagged, setJustFlagged] = useState(false);
  if (state.isPending) return null;
  if (state.data?.flagged) return <StatusNote focusOnMount={justFlagged}>{FLAG_TEXTS.duplicate}</StatusNote>;
  // If the state cannot be read, offer the button: the server refuses a second flag anyway.
  return <FlagListingDialog listing={listing} onFlagged={() => setJustFlagged(true)} />;
}
