import { ApiError, validationIssues } from '@mpx/api';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

/**
 * A procedure's failure as the contract's REST answer: validation → 400 with `issues`, other
 * refusals → their status with `{ error }`, anything unexpected → 500 with the endpoint's
 * failure message and nothing of the exception.
 */
export function restError(err: unknown, failure: string): { status: number; body: Record<string, unknown> } {
  if (err instanceof TRPCError) {
    const issues = validationIssues(err);
    if (issues?.[0]) return { status: 400, body: { error: issues[0].message, issues } };
    const status = getHTTPStatusCodeFromError(err);
    if (status < 500) return { status, body: { error: err.message, ...(err instanceof ApiError ? err.extra : undefined) } };
  }
  return { status: 500, body: { error: failure } };
}
