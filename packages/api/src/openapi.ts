import { apiShapes, errorBody, isRecord, present } from '@mpx/shared';
import { z } from 'zod';
import { responseSchemaOf } from './rest/output';
import type { RestRoute } from './rest/route';
import type { AppCaller, AppRouter } from './root';

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** Named shapes (`apiShapes` ids) are the document's components. */
const COMPONENTS = '#/components/schemas/';

const ref = (id: string) => ({ $ref: `${COMPONENTS}${id}` });

/** The input and output parsers of the procedure at `path` (`listings.list`), from the router's flat map. */
function parsersOf(router: AppRouter, path: string): { input: unknown; output: unknown } | null {
  const procedures: unknown = router._def.procedures;
  const procedure = isRecord(procedures) ? procedures[path] : undefined;
  // A procedure is a function that carries its definition in `_def`.
  if (typeof procedure !== 'function' || !('_def' in procedure) || !isRecord(procedure._def)) return null;
  const { inputs, output } = procedure._def;
  const input: unknown = Array.isArray(inputs) ? inputs[0] : undefined;
  return { input, output };
}

/** Points `$ref`s at the components: zod writes them as `#/$defs/<id>` in a single schema. */
function relinked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(relinked);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' ? item.replace(/^#\/\$defs\//, COMPONENTS) : relinked(item)]),
  );
}

/**
 * One schema, inline. A named shape inside it stays a `$ref` to its component (see `relinked`);
 * anything else zod could only reach through `$defs` (a cycle) is refused: the document has no
 * place for it.
 */
function inlineSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const { $schema: _dialect, $defs: defs, ...json } = z.toJSONSchema(schema, { io, metadata: apiShapes, unrepresentable: 'any' });
  for (const id of Object.keys(defs ?? {})) {
    if (!(id in components)) throw new Error(`OpenAPI: a schema refers to ${id}, which is not a named shape (apiShapes)`);
  }
  return json;
}

/**
 * `components.schemas`: every shape in `apiShapes` that has an id, as output (what the server
 * sends). Each is a JSON Schema 2020-12 object, which is what OpenAPI 3.1's Schema Object is.
 */
function components(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(apiShapes, { io: 'output', metadata: apiShapes, uri: (id) => `${COMPONENTS}${id}`, unrepresentable: 'throw' });
  const out: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // `$id` (the component's own URI) and `$schema` are implied by the document.
    const { $schema: _dialect, $id: _uri, ...json } = schema;
    out[id] = json;
  }
  return out;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  explode?: boolean;
}

/**
 * Path ids: a segment that is not a positive decimal integer answers the resource's 404 (api §0.3).
 * A path segment that is an enum field of the input by its own name (a loan's `:action`) has its values.
 */
function pathParameter(name: string, input: JsonSchema | null): Parameter {
  const field = input?.properties?.[name];
  if (field !== undefined && typeof field !== 'boolean' && field.enum !== undefined) return { name, in: 'path', required: true, schema: field };
  return { name, in: 'path', required: true, description: 'A positive integer id; anything else answers 404.', schema: { type: 'integer', minimum: 1 } };
}

/** Query parameters from an object schema's properties; the description moves up to the parameter. */
function queryParameters(schema: JsonSchema, skip: ReadonlySet<string>): Parameter[] {
  const required = new Set(schema.required ?? []);
  const parameters: Parameter[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (skip.has(name)) continue;
    const { description, ...typed }: JsonSchema = typeof property === 'boolean' ? {} : property;
    parameters.push({
      name,
      in: 'query',
      required: required.has(name),
      ...(description === undefined ? {} : { description }),
      schema: typed,
      // A repeated key (`brand=Bach&brand=Yamaha`) is one array value.
      ...(typed.type === 'array' ? { explode: true } : {}),
    });
  }
  return parameters;
}

/** Whether a write takes a body: anything but an object whose every field comes from the path. */
function hasBody(input: JsonSchema, fromPath: ReadonlySet<string>): boolean {
  if (input.properties === undefined) return input.anyOf !== undefined || input.oneOf !== undefined;
  return Object.keys(input.properties).some((name) => !fromPath.has(name));
}

/** The body as a client sends it: the fields a route fills from its path are not in it. */
function withoutPathFields(schema: JsonSchema, fromPath: ReadonlySet<string>): JsonSchema {
  if (schema.properties === undefined) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([name]) => !fromPath.has(name)));
  const required = schema.required?.filter((name) => !fromPath.has(name));
  return { ...schema, properties, ...(required === undefined ? {} : { required }) };
}

/**
 * A body that may take several forms (a listing's PUT: the status form or a full edit) as one
 * object: every form's properties, and `anyOf` the forms' required fields. Clients and tools
 * see the fields in one place; the forms stay exact. Left as it is when two forms define the
 * same property differently.
 */
function oneObject(schema: JsonSchema): JsonSchema {
  const forms = schema.anyOf;
  if (!forms?.every((form) => typeof form !== 'boolean' && form.type === 'object')) return schema;
  const properties: Record<string, z.core.JSONSchema._JSONSchema> = {};
  for (const form of forms) {
    if (typeof form === 'boolean') return schema;
    for (const [name, property] of Object.entries(form.properties ?? {})) {
      if (name in properties && JSON.stringify(properties[name]) !== JSON.stringify(property)) return schema;
      properties[name] = property;
    }
  }
  const { anyOf: _forms, ...rest } = schema;
  return { ...rest, type: 'object', properties, anyOf: forms.map((form) => (typeof form === 'boolean' ? form : { required: form.required ?? [] })) };
}

/** The media type of a route's success: JSON, or the type of a text route without its parameters. */
export function mediaTypeOf(route: RestRoute<AppCaller>): string {
  return route.text ? (route.text.type.split(';')[0] ?? route.text.type) : 'application/json';
}

function successResponse(route: RestRoute<AppCaller>, output: z.ZodType | null, components: Record<string, JsonSchema>) {
  const description = `Success (${route.method} /api${route.path})`;
  if (route.status === 204 || !output) return { description };
  const id = apiShapes.get(output)?.id;
  const schema = id === undefined ? inlineSchema(output, 'output', components) : ref(id);
  return { description, content: { [mediaTypeOf(route)]: { schema } } };
}

/**
 * OpenAPI 3.1 for the documented `/api` paths, built from the same route table and the
 * procedures' own schemas, so it cannot drift from what the server accepts and answers:
 * parameters and bodies from the inputs (or the route's `querySchema` / `bodySchema`), success
 * responses from the procedures' `.output()` shapes, errors from `errorBody` (ADR 004).
 */
export function openApiDocument(router: AppRouter, routes: RestRoute<AppCaller>[], info: { title: string; serverUrl: string }) {
  const shapes = components();
  const error = { content: { 'application/json': { schema: ref(present(apiShapes.get(errorBody)?.id, 'the id of errorBody')) } } };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => present(m[1], 'a path parameter name'));
    const fromPath = new Set([...pathParams, ...(route.pathInput ? [route.pathInput] : [])]);
    const parsers = parsersOf(router, route.procedure);
    if (!parsers) throw new Error(`OpenAPI: ${route.method} ${route.path} names an unknown procedure ${route.procedure}`);
    const inputParser = route.method === 'GET' ? (route.querySchema ?? parsers.input) : (route.bodySchema ?? parsers.input);
    const input = inputParser instanceof z.ZodType ? inlineSchema(inputParser, 'input', shapes) : null;
    const parameters: Parameter[] = pathParams.map((name) => pathParameter(name, input));
    let requestBody: unknown;
    if (route.method === 'GET') {
      if (input) parameters.push(...queryParameters(input, fromPath));
    } else {
      // A write may take query parameters too (`?force=true` on a user delete, api §8.6).
      if (route.querySchema) parameters.push(...queryParameters(inlineSchema(route.querySchema, 'input', shapes), fromPath));
      // An empty or absent body counts as `{}` (api §0.1).
      if (input && hasBody(input, fromPath))
        requestBody = { required: false, content: { 'application/json': { schema: withoutPathFields(oneObject(input), fromPath) } } };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: route.procedure,
      tags: [present(route.path.split('/')[1], 'the area of a path')],
      parameters,
      ...(requestBody ? { requestBody } : {}),
      responses: {
        [String(route.status ?? 200)]: successResponse(route, responseSchemaOf(parsers.output), shapes),
        '4XX': { description: 'Refused: `{ error }`, with `issues` for validation failures (400)', ...error },
        '500': { description: route.failure, ...error },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: `${info.title} API`, version: '1.0.0' },
    servers: [{ url: info.serverUrl }],
    components: { schemas: shapes, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{}, { bearer: [] }],
    paths: relinked(paths),
  };
}
