import { lastValue, type AreaCaller, type RestRoute } from '../rest/route';
import type { pricesRouter } from './router';

export const pricesRest: RestRoute<AreaCaller<'prices', typeof pricesRouter>>[] = [
  {
    method: 'GET',
    path: '/price-guide',
    procedure: 'prices.guide',
    failure: 'Failed to fetch the price guide.',
    // Single-valued parameters: a repeated key's last value (api §0.1); a missing brand is the procedure's 400.
    call: (c, r) =>
      c.prices.guide({
        brand: lastValue(r.query.brand) ?? '',
        size: lastValue(r.query.size),
        model: lastValue(r.query.model),
        instrument_type: lastValue(r.query.instrument_type),
      }),
  },
];
