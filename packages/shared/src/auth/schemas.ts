import { z } from 'zod';
import { MAX_PASSWORD, MIN_PASSWORD } from '../constants';
import { charCount } from '../email';
import { emailField, nullableText, postcodeField, requiredText, stateField } from '../fields';

function newPassword(messages: { required: string; min: string; max: string }) {
  return z
    .string({ error: messages.required })
    .min(1, messages.required)
    .refine((v) => charCount(v) >= MIN_PASSWORD, messages.min)
    .refine((v) => charCount(v) <= MAX_PASSWORD, messages.max);
}

/** API §1.1, fields in the table's order (issues come out in this order). */
export const registerInput = z.object({
  first_name: requiredText('First name is required', [50, 'First name must be 50 characters or less.'], [2, 'First name must be at least 2 characters']),
  last_name: requiredText('Last name is required', [50, 'Last name must be 50 characters or less.'], [2, 'Last name must be at least 2 characters']),
  email: emailField(),
  password: newPassword({
    required: 'Password is required',
    min: 'Password must be at least 6 characters',
    max: 'Password must be 256 characters or less.',
  }),
  location_state: stateField('State is required'),
  location_postcode: postcodeField('Please enter a valid 4-digit postcode', 'Postcode is required'),
  nickname: nullableText('Nickname must be a string.', [50, 'Nickname must be 50 characters or less.']).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** The register form adds the terms checkbox, which only the client can see. */
export const TERMS_REQUIRED_MESSAGE = 'You must accept the terms of use to register.';

export const loginInput = z.object({
  email: emailField(),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const forgotPasswordInput = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required'),
});

export const RESET_FIELDS_REQUIRED = 'Token and new password are required.';
export const resetPasswordInput = z.object({
  token: z.string({ error: RESET_FIELDS_REQUIRED }).min(1, RESET_FIELDS_REQUIRED),
  newPassword: newPassword({
    required: RESET_FIELDS_REQUIRED,
    min: 'Password must be at least 6 characters long.',
    max: 'Password must be 256 characters or less.',
  }),
});

export const verifyEmailInput = z.object({
  token: z.string({ error: 'Missing token.' }).min(1, 'Missing token.'),
});

/** Client-side texts of the auth pages (product §5, §8). */
export const AUTH_TEXTS = {
  passwordsDoNotMatch: 'Passwords do not match.',
  missingResetToken: 'Invalid reset link. Please request a new password reset.',
  missingVerifyToken: 'Invalid verification link. Please check your email for the correct link.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  forgotFailed: 'Failed to send reset email. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  verifyFailed: 'Email verification failed. Please try again.',
} as const;
