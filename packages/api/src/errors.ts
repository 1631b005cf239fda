import { TRPCError } from '@trpc/server';
import { toIssues, type Issue } from '@mpx/shared';
import { ZodError, ZodRealError, type z } from 'zod';

/**
 * Errors carry the contract's exact text as their message; REST turns them into
 * `{ error }` bodies and the web app shows them as they are.
 */
export class ApiError extends TRPCError {
  /** Extra top-level fields some answers add to `{ error }` (api §8.6). */
  readonly extra: Record<string, unknown> | undefined;
  constructor(code: TRPCError['code'], message: string, extra?: Record<string, unknown>) {
    super({ code, message });
    this.extra = extra;
  }
}

export const badRequest = (message: string) => new ApiError('BAD_REQUEST', message);
export const unauthorized = (message: string) => new ApiError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new ApiError('FORBIDDEN', message);
export const notFound = (message: string) => new ApiError('NOT_FOUND', message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new ApiError('CONFLICT', message, extra);

/** Validation issues of an error, if it is a validation failure (ours or tRPC's input parser's). */
export function validationIssues(error: unknown): Issue[] | null {
  const cause = error instanceof TRPCError ? error.cause : error;
  if (cause instanceof ZodError) return toIssues(cause);
  return null;
}

/**
 * A validation failure found outside a schema (a photo that does not decode), shaped exactly as
 * one the schema found: same status, same `issues`, same `error`.
 */
export function invalidField(path: (string | number)[], message: string): TRPCError {
  // ZodRealError is what a failed parse throws: unlike ZodError, it is an Error, so tRPC keeps it as the cause.
  const cause = new ZodRealError([{ code: 'custom', path, message, input: undefined }]);
  return new TRPCError({ code: 'BAD_REQUEST', message: 'Validation failed', cause });
}

/**
 * Validates where an endpoint's order of checks puts validation after other checks (for
 * example, ownership before the body of a listing edit). Fails exactly like `.input()` does.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Validation failed', cause: result.error });
  return result.data;
}
