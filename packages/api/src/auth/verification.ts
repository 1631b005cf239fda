import { emailVerificationTokens, users, type UserRow } from '@mpx/db';
import { VERIFICATION_TOKEN_HOURS } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import type { Deps } from '../context';
import { generateToken, hashToken } from '../core/tokens';
import type { WriteScope } from '../core/write';
import { verificationEmail } from './emails';

const TOKEN_MS = VERIFICATION_TOKEN_HOURS * 60 * 60 * 1000;

/**
 * Creates a 24-hour verification token and records when it was sent (the login resend
 * throttle reads it), inside the caller's write; the email goes once that write commits.
 * Returns the stored token's id (its hash), never the token: an admin resend whose email the
 * mail server refuses removes the token again.
 */
export function issueVerification(deps: Deps, tx: WriteScope, user: Pick<UserRow, 'id' | 'email' | 'name'>, byAdmin = false): string {
  const token = generateToken();
  const id = hashToken(token);
  const now = deps.now();
  deps.db
    .insert(emailVerificationTokens)
    .values({ id, userId: user.id, expiresAt: now + TOKEN_MS, createdAt: now })
    .run();
  deps.db.update(users).set({ verificationSentAt: now }).where(eq(users.id, user.id)).run();
  tx.sendMail(verificationEmail(deps.config, user, token, byAdmin), 'verification');
  return id;
}
