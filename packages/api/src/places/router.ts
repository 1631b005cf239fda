import { placeOutput } from '@mpx/shared';
import { z } from 'zod';
import { READ } from '../policy/meta';
import { checkedOutput } from '../rest/output';
import { publicProcedure, router } from '../trpc';
import { placeByPostcode } from './service';

/** Any text is a postcode to look up: what is not one of the table's is a 404, never a 400. */
const byPostcode = z.object({ postcode: z.custom<string>(() => true).transform((v) => (typeof v === 'string' ? v.trim() : '')) });

export const placesRouter = router({
  /** GET /api/places/{postcode} (api §20.2): public, like the postcode table it reads. */
  byPostcode: publicProcedure
    .meta(READ)
    .input(byPostcode)
    .output(checkedOutput(placeOutput))
    .query(({ input }) => placeByPostcode(input.postcode)),
});
