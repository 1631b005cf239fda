import type { FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/**
 * The parts of the site an operator tells apart, by a request's first path segment: the REST
 * API, tRPC, the photos, the web app's hashed files, the probes and scrapes, and pages (every
 * other path: the app's routes, drawn or not, and the not-found page). A label never holds the
 * raw URL, so the number of series stays fixed whatever is requested.
 */
const GROUPS = new Map([
  ['api', 'api'],
  ['trpc', 'trpc'],
  ['uploads', 'photos'],
  ['assets', 'assets'],
  ['healthz', 'ops'],
  ['readyz', 'ops'],
  ['metrics', 'ops'],
]);

const FIRST_SEGMENT = /^\/([^/?#]*)/;

export function requestGroup(url: string): string {
  return GROUPS.get(FIRST_SEGMENT.exec(url)?.[1] ?? '') ?? 'pages';
}

/** Methods the site answers; anything else someone sends is counted as `other`. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** Seconds: from a millisecond photo or health check up to a slow upload of six photos. */
const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Times every answered request into one histogram (its `_count` is the request rate) by group,
 * method and status class. One hook, run after the answer has gone out: a Map lookup and an
 * observe, nothing the client waits for. A WebSocket upgrade is not an answer (it lasts as long
 * as the socket): open sockets are a gauge of their own.
 */
export function countRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'mpx_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by route group (api, trpc, pages, photos, assets, ops), method and status class',
    labelNames: ['group', 'method', 'status_class'],
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.ws) {
      duration.observe(
        {
          group: requestGroup(request.url),
          method: METHODS.has(request.method) ? request.method : 'other',
          status_class: STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? 'other',
        },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
}
