import { appRouter, createCaller, openApiDocument, procedurePolicy, restRoutes, toJson, type Deps } from '@mpx/api';
import { isRecord } from '@mpx/shared';
import type { FastifyInstance } from 'fastify';
import { httpContext, isWriteRequest } from './context';
import { describeHttpError } from './http-error';
import { BODY_LIMIT, LARGE_BODY_LIMIT, registerJsonBody } from './json-body';
import { restError } from './rest-errors';

/** The documented `/api` paths (contract), each a thin call into the same tRPC procedures. */
export async function restPlugin(scope: FastifyInstance, { deps }: { deps: Deps }) {
  registerJsonBody(scope);
  // Cached listing pages reuse the JSON of the listings they share (see @mpx/api rest/json).
  scope.setReplySerializer((payload) => toJson(payload));
  scope.addHook('onSend', async (_request, reply) => {
    // Public data a route says may be kept (the size dataset) keeps its own, on success only.
    if (!(reply.statusCode === 200 && reply.hasHeader('Cache-Control'))) reply.header('Cache-Control', 'no-store');
  });
  scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found.' }));
  scope.setErrorHandler((error, request, reply) => {
    const known = describeHttpError(error);
    if (known) return reply.code(known.status).send({ error: known.message });
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'Internal server error.' });
  });

  let openApi: string | undefined;
  scope.get('/openapi.json', async (_request, reply) => {
    openApi ??= JSON.stringify(openApiDocument(appRouter, restRoutes, { title: deps.config.siteName, serverUrl: deps.config.publicUrl }));
    return reply.type('application/json; charset=utf-8').send(openApi);
  });

  for (const route of restRoutes) {
    // Path parameters are strings; the query string parser gives a string per key, or an array
    // when the key repeats.
    scope.route<{ Params: Record<string, string>; Querystring: Record<string, string | string[] | undefined> }>({
      method: route.method,
      url: route.path,
      bodyLimit: procedurePolicy(route.procedure)?.largeBody ? LARGE_BODY_LIMIT : BODY_LIMIT,
      config: { procedure: route.procedure },
      handler: async (request, reply) => {
        const body = request.body === undefined ? {} : request.body;
        if (isWriteRequest(request) && !isRecord(body)) {
          return reply.code(400).send({ error: 'Request body must be a JSON object.' });
        }
        const restRequest = { params: request.params, query: request.query, body: isRecord(body) ? body : {} };
        try {
          const caller = createCaller(httpContext(deps, request, reply));
          const result = await route.call(caller, restRequest);
          if (route.cacheControl) reply.header('Cache-Control', route.cacheControl);
          if (route.text && typeof result === 'string') {
            reply.header('Content-Disposition', `attachment; filename="${route.text.filename}"`);
            return reply
              .code(200)
              .type(route.text.type)
              .serializer((text: string) => text)
              .send(result);
          }
          return reply.code(route.status ?? 200).send(result);
        } catch (err) {
          const answer = restError(err, route.failureFor?.(restRequest) ?? route.failure);
          const cause = (err instanceof Error ? err.cause : undefined) ?? err;
          if (answer.status === 500) request.log.error({ err: cause, procedure: route.procedure }, 'procedure failed');
          return reply.code(answer.status).send(answer.body);
        }
      },
    });
  }
}
