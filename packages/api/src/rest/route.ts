import type { AnyTRPCRouter } from '@trpc/server';
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequest {
  params: Record<string, string>;
  /** Repeated keys arrive as arrays (api §4.1 filters); see `lastValue` for single-valued ones. */
  query: Record<string, string | string[] | undefined>;
  /** Always a JSON object: an empty body counts as `{}` (api §0.1). */
  body: Record<string, unknown>;
}

/**
 * What an area's routes call: its own router's procedures, under the name the app router gives
 * it (`c.listings.list(…)`). Typed from the area's router rather than from the app's caller, so
 * that this file stays below the areas and the app router; the app's caller holds every area's,
 * so the route table (routes.ts) takes each area's routes as they are.
 */
export type AreaCaller<Name extends string, Router extends AnyTRPCRouter> = Record<Name, ReturnType<Router['createCaller']>>;

/**
 * One documented `/api` path: it maps the request onto one tRPC procedure and holds no rule of
 * its own. The host registers these, so REST and the web app share every check.
 */
export interface RestRoute<Caller> {
  method: HttpMethod;
  /** Relative to `/api`, in Fastify syntax (`/listings/:id`). */
  path: string;
  /** The procedure it calls: its declared policy sets the route's rate group and body limit. */
  procedure: string;
  /** The 500 message of api §0.3. */
  failure: string;
  /** The 500 message when it depends on the path (a loan's action names its own, api §0.3); else `failure`. */
  failureFor?(req: RestRequest): string;
  /** The success status of the contract: 201 for creates, 204 for an answer without a body; 200 if absent. */
  status?: 200 | 201 | 204;
  /** For the OpenAPI document: the input field the path id fills, when it is not named like the path param. */
  pathInput?: string;
  /** For the OpenAPI document: the body's schema, when the procedure validates it after other checks. */
  bodySchema?: z.ZodType;
  /**
   * For the OpenAPI document: the query parameters with their types, when the procedure's input
   * parser is lenient and cannot say them (the browse filters arrive as strings or repeated keys),
   * or when a write takes a query parameter the route maps onto its input (`?force=true`).
   */
  querySchema?: z.ZodObject;
  /** `Cache-Control` of a success, for public data that may be kept; else `no-store` (api §0.5). */
  cacheControl?: string;
  /** A procedure answering text (a CSV) is sent as that text with this type, as a download. */
  text?: { type: string; filename: string };
  call(caller: Caller, req: RestRequest): Promise<unknown>;
}

/** A path id that is not a positive decimal integer matches nothing, so it ends as that resource's 404. */
export function pathId(raw: string | undefined): number {
  return raw !== undefined && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0;
}

/** When a single-valued query parameter is repeated, the last value wins (api §0.1). */
export function lastValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * Hands the raw JSON body to a procedure, whose own input schema validates it: the REST layer
 * must not pre-check anything, or REST and the web app would answer differently. `T` is the
 * caller's declared input type, so the call compiles; nothing reads the value as a `T`.
 */
export function unchecked<T = never>(body: unknown): T {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the value only reaches tRPC's caller, which treats every input as unknown and runs the procedure's own parser before any code sees it; a check here would be the pre-check this function exists to avoid
  return body as T;
}
