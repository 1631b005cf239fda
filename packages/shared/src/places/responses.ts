import { z } from 'zod';
import { apiNote, apiShape } from '../responses';
import { STATES } from '../constants';

/** GET /api/places/{postcode} (api §20.2). */
export const placeOutput = apiShape(
  'Place',
  z.strictObject({
    postcode: z.string().regex(/^\d{4}$/),
    state: apiNote(z.enum(STATES), 'The state most of its localities are in (a few postcodes cross a border).'),
    localities: apiNote(z.array(z.string()).min(1), 'Suburb and town names, the one the postcode is known by first.'),
  }),
);
export type PlaceAnswer = z.output<typeof placeOutput>;
