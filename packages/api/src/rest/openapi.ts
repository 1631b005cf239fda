import { z } from 'zod';
import type { AppRouter } from '../root';
import type { RestRoute } from './route';

type JsonSchema = Record<string, unknown>;

interface ProcedureDef {
  _def: { inputs: unknown[] };
}

function jsonSchema(parser: unknown): JsonSchema | null {
  if (!(parser instanceof z.ZodType)) return null;
  const { $schema: _drop, ...schema } = z.toJSONSchema(parser, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return schema;
}

function inputSchema(router: AppRouter, route: RestRoute): JsonSchema | null {
  if (route.bodySchema) return jsonSchema(route.bodySchema);
  const proc = (router._def.procedures as unknown as Record<string, ProcedureDef | undefined>)[route.procedure];
  return jsonSchema(proc?._def.inputs[0]);
}

const errorBody = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string' },
    issues: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
  },
};

/**
 * OpenAPI 3.1 for the documented `/api` paths, built from the same route table and the
 * procedures' own input schemas, so it cannot drift from what the server accepts.
 */
export function openApiDocument(router: AppRouter, routes: RestRoute[], info: { title: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const fromPath = new Set([...pathParams, ...(route.pathInput ? [route.pathInput] : [])]);
    const schema = inputSchema(router, route);
    const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
    const parameters: unknown[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }));
    let requestBody: unknown;
    if (route.method === 'GET') {
      for (const [name, prop] of Object.entries(properties)) {
        if (!fromPath.has(name)) parameters.push({ name, in: 'query', required: false, schema: prop });
      }
    } else if (schema && Object.keys(properties).some((p) => !fromPath.has(p))) {
      requestBody = { required: false, content: { 'application/json': { schema } } };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: route.procedure,
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [String(route.status ?? 200)]: { description: 'Success: the shape of api-contract.md for this endpoint' },
        '4XX': { description: 'Refused: `{ error }`, with `issues` for validation failures', content: { 'application/json': { schema: errorBody } } },
        '500': { description: route.failure, content: { 'application/json': { schema: errorBody } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${info.title} API`, version: '1.0.0' },
    servers: [{ url: info.serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{}, { bearer: [] }],
    paths,
  };
}
