import { ADMIN_ERRORS, isRecord, stringField } from '@mpx/shared';
import { TRPCClientError } from '@trpc/client';

export interface DeleteWarning {
  message: string;
  activeListings: number;
  activeLoans: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/**
 * API §8.6: a delete refused because the user has active listings or loans (409 with
 * `warning`, `message`, `activeListings`, `activeLoans` in the error's data), else null.
 */
export function deleteWarning(error: unknown): DeleteWarning | null {
  if (!(error instanceof TRPCClientError)) return null;
  const data: unknown = error.data;
  if (!isRecord(data) || data.warning !== true) return null;
  return {
    message: stringField(data, 'message') ?? ADMIN_ERRORS.activeUserWarning,
    activeListings: count(data.activeListings),
    activeLoans: count(data.activeLoans),
  };
}
