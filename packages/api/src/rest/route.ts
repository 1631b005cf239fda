import type { z } from 'zod';
import type { AppCaller } from '../root';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequest {
  params: Record<string, string>;
  /** Repeated keys arrive as arrays (contract §4.1 filters); see `lastValue` for single-valued ones. */
  query: Record<string, string | string[] | undefined>;
  /** Always a JSON object: an empty body counts as `{}` (contract §0.1). */
  body: Record<string, unknown>;
}

/**
 * One documented `/api` path: it maps the request onto one tRPC procedure and holds no rule of
 * its own. The host registers these, so REST and the web app share every check.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Relative to `/api`, in Fastify syntax (`/listings/:id`). */
  path: string;
  /** The procedure it calls: its declared policy sets the route's rate group and body limit. */
  procedure: string;
  /** The 500 message of contract §0.3. */
  failure: string;
  status?: 200 | 201;
  /** For the OpenAPI document: the input field the path id fills, when it is not named like the path param. */
  pathInput?: string;
  /** For the OpenAPI document: the body's schema, when the procedure validates it after other checks. */
  bodySchema?: z.ZodType;
  call(caller: AppCaller, req: RestRequest): Promise<unknown>;
}

/** A path id that is not a positive decimal integer matches nothing, so it ends as that resource's 404. */
export function pathId(raw: string | undefined): number {
  return raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0;
}

/** When a single-valued query parameter is repeated, the last value wins (contract §0.1). */
export function lastValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * Hands the raw JSON body to a procedure, whose own input schema validates it: the REST layer
 * must not pre-check anything, or REST and the web app would answer differently.
 */
export function unchecked<T = never>(body: unknown): T {
  return body as T;
}
