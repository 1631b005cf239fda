import { z } from 'zod';
import { CONDITIONS, STATES } from './constants';

/**
 * The response shapes of the API contract (api §12 and each endpoint's success answer), as zod
 * schemas. Procedures declare them with `.output()`, which checks every answer against them, and
 * the OpenAPI document publishes them as `components.schemas`, one per `id` in this registry.
 *
 * Rules for a shape here:
 * - strict objects: a field the contract does not list fails the check instead of reaching a
 *   client (a password hash, a token hash), and the document says `additionalProperties: false`;
 * - checks only, no transforms, defaults or coercion: the value a procedure returns is sent as it
 *   is (cached listing pages keep their precomputed JSON), so the schema must not change it.
 */
export const apiShapes = z.registry<ApiMeta>();

/** A shape's id and note, or, for an input field whose parser zod cannot describe, its JSON Schema. */
type ApiMeta = { id?: string; description?: string } & z.core.JSONSchema.BaseSchema;

/** A named shape: a component of the OpenAPI document. */
export function apiShape<S extends z.ZodType>(id: string, schema: S, description?: string): S {
  return register(schema, description === undefined ? { id } : { id, description });
}

/**
 * A field's note in the document (the contract's `//` comments). Notes belong to one use of a
 * schema, so the schema is copied first: `idValue` noted as "the owner" stays plain elsewhere.
 */
export function apiNote<S extends z.ZodType>(schema: S, description: string): S {
  return register(schema.clone(), { description });
}

/**
 * What a client may send for an input field whose parser is custom code (a price given as a
 * number or as text, a payment link in any of its accepted forms): zod can only write `{}` for
 * it, so the field says it in JSON Schema itself. The parser stays the only judge of validity.
 */
export function apiInputDoc<S extends z.ZodType>(schema: S, doc: z.core.JSONSchema.BaseSchema): S {
  return register(schema, doc);
}

function register<S extends z.ZodType>(schema: S, meta: ApiMeta): S {
  const entry: z.ZodType = schema;
  apiShapes.add(entry, meta);
  return schema;
}

/** Ids are positive integers, always JSON numbers (api §0.4). */
export const idValue = z.int().min(1);

/** A count (`rating_count`, `totalCount`). */
export const countValue = z.int().min(0);

/** `2025-07-19T03:04:05.123Z`: ISO-8601 UTC with milliseconds (api §0.4). */
export const timestampValue = apiShape('Timestamp', z.iso.datetime({ precision: 3 }), 'ISO-8601 UTC with milliseconds, such as 2025-07-19T03:04:05.123Z.');

export const stateValue = apiShape('State', z.enum(STATES));
export const conditionValue = apiShape('Condition', z.enum(CONDITIONS));

/**
 * A message the contract gives verbatim: checked at run time (and a `const` or `enum` in the
 * document), typed `string` as the services declare it.
 */
export function messageText(...texts: [string, ...string[]]) {
  const [first, ...rest] = texts;
  return rest.length === 0 ? z.literal(first) : z.enum([first, ...rest]);
}

/** A `{ message }` answer whose text is one of the contract's. */
export function messageOutput(id: string, ...texts: [string, ...string[]]) {
  return apiShape(id, z.strictObject({ message: messageText(...texts) }));
}

/**
 * API §0.3: every refusal is `{ error }`; a validation failure adds `issues`, one per failed
 * field in the order of the endpoint's request table, and `error` is the first one's message.
 * The one other exception is the 409 of `DELETE /api/admin/users/{id}` (api §8.6), which adds a
 * warning and the counts that caused it.
 */
export const errorBody = apiShape(
  'Error',
  z.strictObject({
    error: z.string(),
    issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
    warning: apiNote(z.literal(true), 'Only on the 409 of DELETE /api/admin/users/{id}: repeat with ?force=true to proceed.').optional(),
    message: apiNote(z.string(), 'Only with `warning`: the question to put to the admin.').optional(),
    activeListings: apiNote(countValue, "Only with `warning`: the user's listings whose status is not deleted.").optional(),
    activeLoans: apiNote(countValue, 'Only with `warning`: loans in pending, active or return_pending where the user is lender or borrower.').optional(),
  }),
  'A refusal or failure (api §0.3). `issues` comes with validation failures (400) only; `warning`, `message`, `activeListings` and `activeLoans` with the 409 of DELETE /api/admin/users/{id} only.',
);
