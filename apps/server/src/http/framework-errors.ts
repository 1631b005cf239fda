import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Requests Fastify refuses before routing (today: a path whose percent-encoding does not decode,
 * `GET /api/%`). Without this Fastify answers with its own body (`code: FST_ERR_BAD_URL`) and no
 * caching header; clients of the contract expect `{ error }` and an answer nobody stores.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ error: 'Malformed URL.' });
    return;
  }
  request.log.error({ err: error }, 'request refused before routing');
  void reply.code(500).send({ error: 'Internal server error.' });
}
