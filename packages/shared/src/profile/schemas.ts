import { z } from 'zod';
import { nullableText, paymentLinkField, postcodeField, requiredText, stateField } from '../fields';

/** API §2.2: every field optional; an absent field keeps its stored value. */
export const profileUpdateInput = z.object({
  name: requiredText('Name is required.', [100, 'Name must be 100 characters or less.'], [2, 'Name must be at least 2 characters long.']).optional(),
  nickname: nullableText('Nickname must be a string.', [50, 'Nickname must be 50 characters or less.']).optional(),
  location_state: stateField().optional(),
  location_postcode: postcodeField('Postcode must be exactly 4 digits.').optional(),
  paypal_link: paymentLinkField.optional(),
  email_notifications: z.boolean({ error: 'Email notifications must be a boolean.' }).optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;

export const PROFILE_TEXTS = {
  loadFailed: 'Failed to load profile.',
  updated: 'Profile updated!',
  updateFailed: 'Update failed',
} as const;
