import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { HeaderPolicy } from './security';

/**
 * Requests Fastify refuses before routing: a path whose percent-encoding does not decode
 * (`GET /api/%`), a path parameter over `maxParamLength`, a failed async constraint. Fastify
 * answers them with a reply of no route, so no hook runs, not even onSend: the header policy is
 * applied here first, whatever the error, so a kind Fastify adds later cannot go out without it.
 * The body is the contract's `{ error }` rather than Fastify's own (`code: FST_ERR_BAD_URL`).
 */
export function frameworkErrors(policy: HeaderPolicy) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    policy(request, reply);
    reply.header('Cache-Control', 'no-store');
    if (error.code === 'FST_ERR_BAD_URL') {
      void reply.code(400).send({ error: 'Malformed URL.' });
      return;
    }
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      void reply.code(414).send({ error: 'URL too long.' });
      return;
    }
    request.log.error({ err: error }, 'request refused before routing');
    void reply.code(500).send({ error: 'Internal server error.' });
  };
}

const CLIENT_ERRORS: Partial<Record<string, { status: number; message: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'Request timeout.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers too large.' },
};

/**
 * Requests Node cannot even parse (a malformed request line or header, headers over the size
 * limit, a request too slow to arrive) never become a request: Fastify writes its answer straight
 * to the socket, without a reply to apply the header policy to. This one writes the same
 * security headers as every other answer.
 */
export function clientErrors(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    // A reset peer cannot read anything (Fastify's own handler gives up the same way).
    if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, message: 'Bad request.' };
    const body = JSON.stringify({ error: message });
    const lines = Object.entries({
      ...headers,
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    // Closed once written, not at once: a reset could discard the answer before the client reads it.
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`, () => socket.destroy());
  };
}
