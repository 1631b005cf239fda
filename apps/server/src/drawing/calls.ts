import type { MessagePort } from 'node:worker_threads';
import { appRouter, toJson, type Context } from '@mpx/api';
import { isRecord, type DrawCall, type DrawCallAnswer } from '@mpx/shared';
import { callTRPCProcedure, TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

function isCall(value: unknown): value is DrawCall {
  return isRecord(value) && typeof value.id === 'number' && typeof value.path === 'string';
}

/**
 * Answers the queries of one page's drawing (ADR 022), arriving on `port` from the drawing
 * worker: each is the procedure at its path, called as the page's caller (`ctx`) through the
 * same middleware as over HTTP, a query only (anything else is not found). The answer is the
 * JSON text HTTP would send; an error goes back as tRPC shapes it, and one the procedure did not
 * mean (a 5xx) is logged as the HTTP adapter would.
 */
export function answerCalls(port: MessagePort, ctx: Context): void {
  port.on('message', (message: unknown) => {
    if (!isCall(message)) return;
    const { id, path, input } = message;
    callTRPCProcedure({ router: appRouter, path, type: 'query', ctx, getRawInput: async () => input, signal: undefined, batchIndex: 0 }).then(
      (data) => reply(port, { id, json: toJson(data) }),
      (err: unknown) => {
        const error = err instanceof TRPCError ? err : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: err });
        const httpStatus = getHTTPStatusCodeFromError(error);
        if (httpStatus >= 500) ctx.deps.log.error({ err: error.cause ?? error, path }, 'a query of a page drawn on the server failed');
        reply(port, { id, error: { message: httpStatus >= 500 ? 'Internal server error.' : error.message, code: error.code, httpStatus } });
      },
    );
  });
}

/** A page whose drawing ended (or gave up) has closed its end: nothing is left to answer. */
function reply(port: MessagePort, answer: DrawCallAnswer): void {
  try {
    port.postMessage(answer);
  } catch {
    // The port is closed.
  }
}
