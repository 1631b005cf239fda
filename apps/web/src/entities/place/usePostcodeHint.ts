import { otherStateHint, PLACE_TEXTS, postcodeHint, type State } from '@mpx/shared';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';

/**
 * Under a postcode field: the place it names as the member types ("3128: Box Hill, VIC"), or a
 * warning when it is unknown or in another state than the one chosen. Never blocking: the
 * contract takes any 4 digits (api §20.2).
 */
export function usePostcodeHint(postcode: string, state: State | '' | undefined): string | undefined {
  const trpc = useTRPC();
  const valid = /^\d{4}$/.test(postcode.trim());
  const query = useQuery({ ...trpc.places.byPostcode.queryOptions({ postcode: postcode.trim() }), enabled: valid, retry: false, staleTime: Infinity });
  if (!valid) return undefined;
  if (query.isError) return PLACE_TEXTS.unknownHint;
  const place = query.data;
  if (!place) return undefined;
  if (state && place.state !== state) return otherStateHint(place.postcode, place.state, state);
  return postcodeHint(place.postcode, place.localities[0] ?? place.postcode, place.state);
}
