import { emailVerificationTokens, passwordResetTokens, sessions, users, type UserRow } from '@mpx/db';
import { RESET_TOKEN_HOURS, VERIFICATION_RESEND_MINUTES, type RegisterInput, type LoginInput } from '@mpx/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Context, Deps } from '../context';
import { createSession, deleteSession } from '../core/sessions';
import { generateToken, hashToken } from '../core/tokens';
import { write } from '../core/write';
import { badRequest, conflict, forbidden, unauthorized } from '../errors';
import { toMe } from '../users/shapes';
import { afterAnswer } from './after-answer';
import { passwordResetEmail } from './emails';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { issueVerification } from './verification';

const RESET_TOKEN_MS = RESET_TOKEN_HOURS * 60 * 60 * 1000;
const RESEND_MS = VERIFICATION_RESEND_MINUTES * 60 * 1000;

function findUserByEmail(deps: Deps, email: string): UserRow | undefined {
  return deps.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .get();
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function register(deps: Deps, input: RegisterInput) {
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = write(deps, (tx) => {
      if (findUserByEmail(deps, input.email)) throw conflict('Email already registered.');
      const created = deps.db
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          name: `${input.first_name} ${input.last_name}`,
          nickname: input.nickname ?? null,
          locationState: input.location_state,
          locationPostcode: input.location_postcode,
          joinDate: deps.now(),
        })
        .returning()
        .get();
      issueVerification(deps, tx, created);
      return created;
    });
  } catch (err) {
    // Two concurrent registrations of one address: the unique index on lower(email) decides.
    if (isUniqueViolation(err)) throw conflict('Email already registered.');
    throw err;
  }
  return { message: 'Registration successful! Please check your email to verify your account.', user_id: user.id };
}

export async function login(ctx: Context, input: LoginInput) {
  const { deps } = ctx;
  const user = findUserByEmail(deps, input.email);
  const valid = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!user || !valid) throw unauthorized('Invalid email or password.');
  if (user.status !== 'active') throw forbidden('This account is disabled.');
  if (!user.emailVerified) {
    const recentlySent = user.verificationSentAt !== null && deps.now() - user.verificationSentAt < RESEND_MS;
    if (!recentlySent) write(deps, (tx) => issueVerification(deps, tx, user));
    throw forbidden('Please verify your email before logging in.');
  }
  const token = createSession(deps, user.id);
  ctx.res.setSessionCookie(token);
  return { token, user: toMe(user) };
}

/** Ends the presented session, valid or not, and always clears the cookie. */
export function logout(ctx: Context) {
  const { credential } = ctx.req;
  if (credential) deleteSession(ctx.deps, hashToken(credential.token));
  ctx.res.clearSessionCookie();
  return { message: 'Logged out.' };
}

export function verifyEmail(deps: Deps, token: string) {
  return write(deps, () => {
    const row = deps.db
      .select({ token: emailVerificationTokens, user: users })
      .from(emailVerificationTokens)
      .innerJoin(users, eq(emailVerificationTokens.userId, users.id))
      .where(eq(emailVerificationTokens.id, hashToken(token)))
      .get();
    const now = deps.now();
    if (!row || row.token.expiresAt <= now) throw badRequest('Invalid or expired verification link.');
    // A second click (or a mail scanner opening the link first) is still a success.
    if (row.user.emailVerified) {
      if (row.token.usedAt === null) markUsed(deps, row.token.id, now);
      return { message: 'Email already verified.' };
    }
    if (row.token.usedAt !== null) throw badRequest('Invalid or expired verification link.');
    markUsed(deps, row.token.id, now);
    deps.db.update(users).set({ emailVerified: true }).where(eq(users.id, row.user.id)).run();
    return { message: 'Email verified successfully.' };
  });
}

function markUsed(deps: Deps, tokenId: string, now: number) {
  deps.db.update(emailVerificationTokens).set({ usedAt: now }).where(eq(emailVerificationTokens.id, tokenId)).run();
}

/**
 * Answers at once, and alike for every address: neither the answer nor its timing may tell
 * whether an account exists. Looking the address up, writing the token and queueing the email
 * therefore all wait until the answer has gone out.
 */
export function forgotPassword(deps: Deps, email: string) {
  afterAnswer(deps, 'password reset', () => issuePasswordReset(deps, email.trim()));
  return { message: 'If an account with that email exists, a password reset link has been sent.' };
}

/** Replaces an active account's reset token with a new one and emails it; any other address gets nothing. */
function issuePasswordReset(deps: Deps, email: string): void {
  const user = findUserByEmail(deps, email);
  if (!user || user.status !== 'active') return;
  const token = generateToken();
  const now = deps.now();
  write(deps, (tx) => {
    deps.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)).run();
    deps.db
      .insert(passwordResetTokens)
      .values({ id: hashToken(token), userId: user.id, expiresAt: now + RESET_TOKEN_MS, createdAt: now })
      .run();
    tx.sendMail(passwordResetEmail(deps.config, user, token), 'password-reset');
  });
}

export async function resetPassword(deps: Deps, input: { token: string; newPassword: string }) {
  const id = hashToken(input.token);
  const findValid = () =>
    deps.db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .innerJoin(users, eq(passwordResetTokens.userId, users.id))
      .where(and(eq(passwordResetTokens.id, id), sql`${passwordResetTokens.expiresAt} > ${deps.now()}`, eq(users.status, 'active')))
      .get();
  if (!findValid()) throw badRequest('Invalid or expired reset token.');
  const passwordHash = await hashPassword(input.newPassword);
  write(deps, () => {
    // Re-read inside the transaction: of two concurrent resets with one token, one wins.
    const row = findValid();
    if (!row) throw badRequest('Invalid or expired reset token.');
    deps.db.update(users).set({ passwordHash }).where(eq(users.id, row.userId)).run();
    deps.db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, row.userId)).run();
    deps.db.delete(sessions).where(eq(sessions.userId, row.userId)).run();
  });
  return { message: 'Password reset successfully.' };
}
