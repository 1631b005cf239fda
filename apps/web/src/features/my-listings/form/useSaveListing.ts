import type { ListingFields } from '@mpx/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC, useTRPCClient } from '../../../trpc';
import { refreshAfterWrite } from '../../../entities/listing/queries';
import type { Listing } from '../../../entities/listing/types';

/** Creates a listing, or saves the edit of `listing`; then refreshes its detail and every list. */
export function useSaveListing(listing: Listing | undefined, onSaved: (saved: Listing) => void) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, photos }: { fields: ListingFields; photos: string[] }) => {
      const input = { ...fields, photos };
      return listing ? client.listings.update.mutate({ ...input, listing_id: listing.listing_id }) : client.listings.create.mutate(input);
    },
    onSuccess: (saved) => {
      // First, so the listing's page (where a new listing goes next) has its data at once.
      void refreshAfterWrite(queryClient, trpc, { listing: saved });
      onSaved(saved);
    },
  });
}
