import { stringField } from '@mpx/shared';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyRequest } from 'fastify';
import { proceduresOf } from './procedures';

const STATUS_CODES: Partial<Record<number, TRPC_ERROR_CODE_KEY>> = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Refusals made by the host rather than by tRPC, in tRPC's own error envelope so the web client
 * can read them: one per call of a batch, the whole batch being refused.
 */
export function trpcErrorBody(request: FastifyRequest, status: number, message: string, key = STATUS_CODES[status] ?? 'INTERNAL_SERVER_ERROR') {
  const one = { error: { message, code: TRPC_ERROR_CODES_BY_KEY[key], data: { code: key, httpStatus: status } } };
  const batch = stringField(request.query, 'batch') === '1';
  return batch ? proceduresOf(request).map(() => one) : one;
}
