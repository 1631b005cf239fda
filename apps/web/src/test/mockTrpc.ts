import type { AppRouter } from '@mpx/api';
import type { Issue } from '@mpx/shared';
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { TrpcClient } from '../trpc';

/** Answers for procedures by path ('auth.viewer'); a handler may throw `apiError(...)`. */
export type MockHandlers = Record<string, (input: unknown) => unknown>;

export interface MockCall {
  path: string;
  input: unknown;
}

/** An error as the server sends it: the contract's text, the tRPC code and any field issues. */
export function apiError(message: string, code = 'BAD_REQUEST', issues?: Issue[]) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { code, httpStatus: 400, ...(issues ? { issues } : {}) } } });
}

/** A tRPC client whose link answers from `handlers` instead of the network, recording each call. */
export function createMockTrpc(handlers: MockHandlers): { client: TrpcClient; calls: MockCall[] } {
  const calls: MockCall[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        Promise.resolve()
          .then(() => {
            const handler = handlers[op.path];
            if (!handler) throw apiError(`No mock for ${op.path}`, 'NOT_FOUND');
            return handler(op.input);
          })
          .then((data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          })
          .catch((error: unknown) =>
            observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
          );
        return () => {};
      });
  return { client: createTRPCClient<AppRouter>({ links: [link] }), calls };
}
