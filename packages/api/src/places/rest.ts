import { type AreaCaller, type RestRoute } from '../rest/route';
import type { placesRouter } from './router';

/** The postcode table changes only with a new release: caches may keep an answer a day. */
const PLACE_CACHE = 'public, max-age=86400';

export const placesRest: RestRoute<AreaCaller<'places', typeof placesRouter>>[] = [
  {
    method: 'GET',
    path: '/places/:postcode',
    procedure: 'places.byPostcode',
    failure: 'Failed to fetch place.',
    cacheControl: PLACE_CACHE,
    call: (c, r) => c.places.byPostcode({ postcode: r.params.postcode ?? '' }),
  },
];
