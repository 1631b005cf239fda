import { z } from 'zod';
import { apiShape, idValue, messageOutput, messageText } from '../responses';
import { meOutput } from '../users/responses';

/** The success answers of api §1. */

export const registerOutput = apiShape(
  'RegisterResponse',
  z.strictObject({
    message: messageText('Registration successful! Please check your email to verify your account.'),
    user_id: idValue,
  }),
);

export const loginOutput = apiShape(
  'LoginResponse',
  z.strictObject({ token: z.string().min(1), user: meOutput }),
  'The token is also set as the `session` cookie. It is the only token any answer contains.',
);

export const logoutOutput = messageOutput('LogoutResponse', 'Logged out.');
export const verifyEmailOutput = messageOutput('VerifyEmailResponse', 'Email verified successfully.', 'Email already verified.');
export const forgotPasswordOutput = messageOutput('ForgotPasswordResponse', 'If an account with that email exists, a password reset link has been sent.');
export const resetPasswordOutput = messageOutput('ResetPasswordResponse', 'Password reset successfully.');
