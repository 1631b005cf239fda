import { z } from 'zod';
import { apiNote, apiShape, countValue, idValue, stateValue, timestampValue } from '../responses';
import { setupPieceOutput } from '../setup/responses';

/** The user shapes of api §12. Each lists exactly the fields its audience may see (api §0.4, Privacy). */

const averageRating = apiNote(z.number().min(0), 'The unrounded mean of the stars received, 0 when there are none.');
const nickname = z.string().nullable();
/** `nickname` when it is not null, otherwise `name`, is the display name. */
const name = apiNote(z.string().min(1), 'Never empty.');

export const userMiniOutput = apiShape(
  'UserMini',
  z.strictObject({ user_id: idValue, name, nickname }),
  'A user as messages, loans and notifications name them.',
);

export const sellerSummaryOutput = apiShape(
  'SellerSummary',
  z.strictObject({
    user_id: idValue,
    name,
    nickname,
    location_state: stateValue,
    average_rating: averageRating,
    rating_count: countValue,
  }),
);

export const publicUserOutput = apiShape(
  'PublicUser',
  sellerSummaryOutput.extend({
    join_date: timestampValue,
    setup: apiNote(z.array(setupPieceOutput).optional(), 'The member’s setup (api §23), only when they chose to show it (`show_setup`); absent otherwise.'),
  }),
  'Anyone may read it: no email, postcode or payment link.',
);

export const meOutput = apiShape(
  'Me',
  z.strictObject({
    user_id: idValue,
    email: z.string(),
    name,
    nickname,
    location_state: stateValue,
    location_postcode: apiNote(z.string().regex(/^\d{4}$/), '4 digits.'),
    is_admin: z.boolean(),
    email_verified: z.boolean(),
    status: apiNote(z.enum(['active', 'disabled']), '"active" for any caller who can read it.'),
    paypal_link: apiNote(z.string().nullable(), 'Normalised: "https://paypal.me/<handle>" or an email address.'),
    email_notifications: z.boolean(),
    average_rating: averageRating,
    rating_count: countValue,
  }),
  'The caller themselves. It never has a `userId` field.',
);

export const ownProfileOutput = apiShape('OwnProfile', meOutput.extend({ join_date: timestampValue }), '`Me` and the join date.');
