import { z } from 'zod';
import { LISTING_STATUSES } from '../constants';
import { apiNote, apiShape, idValue, timestampValue } from '../responses';
import { FLAG_STATUSES } from './constants';

/** The moderation shapes of api §12 and the answers of api §7. */

export const flagStatusValue = apiShape('FlagStatus', z.enum(FLAG_STATUSES));

/** api §12 Flag: the answer of api §7.1, and the items of api §7.3 and the answer of api §7.4. */
export const flagOutput = apiShape(
  'Flag',
  z.strictObject({
    flag_id: idValue,
    content_id: apiNote(idValue, 'The listing id.'),
    content_type: z.literal('listing'),
    listing: apiNote(
      z
        .strictObject({
          listing_id: idValue,
          brand: z.string(),
          model: z.string(),
          status: z.enum(LISTING_STATUSES),
        })
        .nullable(),
      'null if the listing row no longer exists.',
    ),
    reason: z.string(),
    status: flagStatusValue,
    timestamp: timestampValue,
    reporter: z.strictObject({ user_id: idValue, name: z.string() }),
  }),
);
export type Flag = z.output<typeof flagOutput>;

/* The app's own (outside the REST contract, so not in the document). */
export const flagViewerStateOutput = z.strictObject({ flagged: z.boolean() });
export type FlagViewerState = z.output<typeof flagViewerStateOutput>;
