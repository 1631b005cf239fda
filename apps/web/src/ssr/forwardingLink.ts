import type { AppRouter } from '@mpx/api';
import type { DrawCallAnswer } from '@mpx/shared';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';

/** Asks the host one query: `path` with `input`, answered as the page's caller. */
export type AskHost = (path: string, input: unknown) => Promise<DrawCallAnswer>;

/**
 * The drawing app's tRPC link (ADR 022): every query goes to the host, which answers it with the
 * same procedure, as the request's caller, through the same policy. A page is only drawn, never
 * acted on: a mutation or a subscription fails here.
 */
export function forwardingLink(ask: AskHost): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        if (op.type !== 'query') {
          observer.error(TRPCClientError.from(new Error(`a page drawn on the server makes no ${op.type} (${op.path})`)));
          return;
        }
        ask(op.path, op.input).then(
          (answer) => {
            if ('json' in answer) {
              observer.next({ result: { type: 'data', data: JSON.parse(answer.json) as unknown } });
              observer.complete();
            } else {
              const { message, code, httpStatus } = answer.error;
              // The shape tRPC's HTTP link gives the app, so its error handling reads it the same way.
              observer.error(TRPCClientError.from({ error: { message, code: -32000, data: { code, httpStatus, path: op.path } } }));
            }
          },
          (error: unknown) => observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
        );
      });
}
