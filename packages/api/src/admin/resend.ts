import { adminAudit, emailVerificationTokens, users } from '@mpx/db';
import { ADMIN_ERRORS, ADMIN_MESSAGES, type ResendVerificationResponse } from '@mpx/shared';
import { eq } from 'drizzle-orm';
import { issueVerification } from '../auth/verification';
import type { Deps } from '../context';
import { recordAudit, type Admin } from '../core/audit';
import { write, type WriteScope } from '../core/write';
import { ApiError, badRequest } from '../errors';
import type { MailMessage } from '../mail/mailer';
import { targetUser } from './users-service';

/**
 * POST /api/admin/users/{id}/resend-verification (api §8.5): 404, 400 already verified, then a new
 * 24-hour token and the verification email saying an administrator asked for it (the auth
 * area's token and email). Unlike every other email, this one is sent before answering, and a
 * refusal by the mail server answers 500 `Failed to resend verification email.` and takes the
 * new token and its audit entry back out: a failed request changes nothing (api §0.3). Earlier
 * tokens stay valid until they expire.
 */
export async function resendVerification(deps: Deps, admin: Admin, userId: number): Promise<ResendVerificationResponse> {
  let email: MailMessage | undefined;
  const issued = write(deps, (tx) => {
    const user = targetUser(deps, userId);
    if (user.emailVerified) throw badRequest(ADMIN_ERRORS.alreadyVerified);
    // The email is sent below and awaited, not queued after commit like the auth area's.
    const keep: WriteScope = { afterCommit: (task) => tx.afterCommit(task), sendMail: (message) => void (email = message) };
    const tokenId = issueVerification(deps, keep, user, true);
    const auditId = recordAudit(deps, tx, admin, {
      action: 'user.resend_verification',
      target: { type: 'user', id: user.id, label: user.email },
      before: null,
      after: { sent_to: user.email },
    });
    return { user, tokenId, auditId };
  });
  try {
    if (!email) throw new Error('no verification email was prepared');
    await deps.mailer.send(email);
  } catch (err) {
    // Logged without the link: it carries the token.
    deps.log.error({ mail: 'verification (admin resend)', err: err instanceof Error ? err.message : String(err) }, 'email could not be sent');
    write(deps, () => {
      deps.db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.id, issued.tokenId)).run();
      deps.db.delete(adminAudit).where(eq(adminAudit.id, issued.auditId)).run();
      deps.db.update(users).set({ verificationSentAt: issued.user.verificationSentAt }).where(eq(users.id, issued.user.id)).run();
    });
    throw new ApiError('INTERNAL_SERVER_ERROR', ADMIN_ERRORS.resendFailed);
  }
  return { message: ADMIN_MESSAGES.verificationSent, sentTo: issued.user.email };
}
