import { apiShapes, isRecord } from '@mpx/shared';
import { z } from 'zod';

/**
 * What a procedure hands to `.output()`: tRPC calls `parse` on every answer, and the OpenAPI
 * document reads `responseSchema` (a shape of @mpx/shared's `apiShapes`) for the procedure's
 * success response.
 */
export interface OutputCheck<T> {
  readonly responseSchema: z.ZodType;
  parse(value: unknown): T;
}

/** An answer that does not have its declared shape: a bug, answered as a 500 and logged. */
export class OutputMismatch extends Error {
  constructor(shape: string, error: z.ZodError) {
    const where = error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    super(`Answer does not match ${shape}: ${where}`);
    this.name = 'OutputMismatch';
  }
}

/**
 * Objects each schema has accepted. Answers are never mutated once returned (ADR 002, ADR 004),
 * so this is an identity memo of immutable values, held weakly (ADR 013), not a cache to keep fresh.
 */
const accepted = new WeakMap<z.ZodType, WeakSet<object>>();

function acceptedBy(schema: z.ZodType): WeakSet<object> {
  let seen = accepted.get(schema);
  if (!seen) {
    seen = new WeakSet();
    accepted.set(schema, seen);
  }
  return seen;
}

/** `schema` accepts `value`, remembered per object; `each` names array fields whose items are checked (and remembered) one by one. */
function matcher(schema: z.ZodType, each: Readonly<Record<string, z.ZodType>>): (value: unknown) => boolean {
  const passed = acceptedBy(schema);
  const items = Object.entries(each).map(([key, item]) => [key, matcher(item, {})] as const);
  for (const [key] of items) {
    // Checking the field as `[]` plus each item alone is the same check only for a plain array of that item.
    const field: unknown = schema instanceof z.ZodObject ? schema.shape[key] : undefined;
    const plain = field instanceof z.ZodArray && field.element === each[key] && (field._zod.def.checks ?? []).length === 0;
    if (!plain) throw new Error(`checkedOutput: "${key}" is not a plain array of the schema given for it`);
  }
  return (value) => {
    const object = typeof value === 'object' && value !== null;
    if (object && passed.has(value)) return true;
    let rest = value;
    if (items.length > 0 && isRecord(value)) {
      const emptied: Record<string, unknown> = { ...value };
      for (const [key, matches] of items) {
        const list = value[key];
        if (!Array.isArray(list) || !list.every(matches)) return false;
        emptied[key] = [];
      }
      rest = emptied;
    }
    if (!schema.safeParse(rest).success) return false;
    if (object) passed.add(value);
    return true;
  };
}

/**
 * Checks a procedure's answer against `schema` and returns **the same value**, not zod's copy:
 * a cached listing page keeps its identity, and with it the JSON written for it once
 * (core/json.ts). An object that passed once is not checked again, so a cached page or a shared
 * listing costs a WeakSet lookup on every later answer (measured in ADR 004). `each` names array
 * fields whose items are shared objects with their own shape (a page's listings): they are checked
 * one by one, so a new page of known listings checks only its other fields.
 *
 * A mismatch throws `OutputMismatch`, not a ZodError: a ZodError would be reported to the
 * client as a 400 validation failure of its own input.
 */
export function checkedOutput<S extends z.ZodType>(schema: S, each: Readonly<Record<string, z.ZodType>> = {}): OutputCheck<z.output<S>> {
  const check = matcher(schema, each);
  const matches = (value: unknown): value is z.output<S> => check(value);
  return {
    responseSchema: schema,
    parse(value) {
      if (matches(value)) return value;
      const { error } = schema.safeParse(value);
      throw new OutputMismatch(apiShapes.get(schema)?.id ?? 'its declared shape', error ?? new z.ZodError([]));
    },
  };
}

/** The response schema a procedure declared with `.output(checkedOutput(...))` or `.output(zodSchema)`, if any. */
export function responseSchemaOf(output: unknown): z.ZodType | null {
  if (output instanceof z.ZodType) return output;
  if (typeof output !== 'object' || output === null || !('responseSchema' in output)) return null;
  return output.responseSchema instanceof z.ZodType ? output.responseSchema : null;
}
