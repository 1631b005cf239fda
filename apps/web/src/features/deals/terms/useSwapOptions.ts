import { useQuery } from '@tanstack/react-query';
import { formatPrice } from '../../../entities/listing/price';
import { useTRPC } from '../../../trpc';
import type { SelectOption } from '../../../ui/Select';
import { swapListingsQueryOptions } from '../queries';

/** The buyer's listings for sale, as swap choices: "Yamaha 11C4 ($90)". Empty until loaded. */
export function useSwapOptions(buyerId: number, enabled: boolean): SelectOption[] {
  const trpc = useTRPC();
  const { data } = useQuery({ ...swapListingsQueryOptions(trpc, buyerId), enabled });
  return (data?.listings ?? []).map((listing) => ({
    value: String(listing.listing_id),
    label: `${listing.brand} ${listing.model} (${formatPrice(listing.price)})`,
  }));
}
