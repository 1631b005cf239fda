import { isRecord, stringField } from '@mpx/shared';
import { TRPCClientError } from '@trpc/client';

function serverError(error: unknown): TRPCClientError<never> | null {
  // A TRPCClientError without a shape is a network failure: there is no server text to show.
  return error instanceof TRPCClientError && error.shape ? error : null;
}

/** The error's `data` as the server sent it: read field by field, since any server may answer. */
function serverData(error: unknown): unknown {
  return serverError(error)?.data;
}

/** The server's error text (the contract's `error`), else the page's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = serverError(error)?.message;
  return message ? message : fallback;
}

/** The tRPC error code, e.g. 'UNAUTHORIZED', or null for network failures and non-tRPC errors. */
export function errorCode(error: unknown): string | null {
  return stringField(serverData(error), 'code') ?? null;
}

/** Field → message for a server-side validation failure, so forms can mark the fields too. */
export function errorFields(error: unknown): Record<string, string> {
  const data = serverData(error);
  const issues: unknown[] = isRecord(data) && Array.isArray(data.issues) ? data.issues : [];
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = stringField(issue, 'path');
    const message = stringField(issue, 'message');
    if (path !== undefined && message !== undefined) fields[path] ??= message;
  }
  return fields;
}
