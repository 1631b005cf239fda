import { TRPCClientError } from '@trpc/client';
import type { Issue } from '@mpx/shared';

interface ErrorData {
  code?: string;
  issues?: Issue[];
}

function serverError(error: unknown): TRPCClientError<never> | null {
  // A TRPCClientError without a shape is a network failure: there is no server text to show.
  return error instanceof TRPCClientError && error.shape ? error : null;
}

/** The server's error text (the contract's `error`), else the page's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = serverError(error)?.message;
  return message ? message : fallback;
}

/** The tRPC error code, e.g. 'UNAUTHORIZED', or null for network failures and non-tRPC errors. */
export function errorCode(error: unknown): string | null {
  return (serverError(error)?.data as ErrorData | undefined)?.code ?? null;
}

/** Field → message for a server-side validation failure, so forms can mark the fields too. */
export function errorFields(error: unknown): Record<string, string> {
  const issues = (serverError(error)?.data as ErrorData | undefined)?.issues ?? [];
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path] ??= issue.message;
  return fields;
}
