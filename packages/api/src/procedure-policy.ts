import { isOneOf, isRecord } from '@mpx/shared';
import type { AnyTRPCProcedure, TRPCRouterRecord } from '@trpc/server';
import type { ProcedurePolicy, RateGroup } from './policy/meta';
import { appRouter } from './root';

const RATE_GROUPS: readonly RateGroup[] = ['auth', 'write', 'read', 'none'];

/**
 * Every procedure by path. tRPC keeps `_def.procedures` flat, keyed by path (`listings.create`),
 * though its type is the nested router record, and types each procedure's meta as `unknown`
 * (meta is typed on the router only): both are checked below rather than cast.
 */
const procedures: TRPCRouterRecord = appRouter._def.procedures;

function isProcedure(value: AnyTRPCProcedure | TRPCRouterRecord | undefined): value is AnyTRPCProcedure {
  return typeof value === 'function' && '_def' in value;
}

/** The policy fields a procedure declared with `.meta()`, each checked; undefined without meta. */
function declaredMeta(value: AnyTRPCProcedure | TRPCRouterRecord | undefined): Partial<ProcedurePolicy> | undefined {
  const meta: unknown = isProcedure(value) ? value._def.meta : undefined;
  if (!isRecord(meta)) return undefined;
  const { rate, largeBody } = meta;
  return {
    ...(typeof rate === 'string' && isOneOf(RATE_GROUPS, rate) ? { rate } : {}),
    ...(typeof largeBody === 'boolean' ? { largeBody } : {}),
  };
}

/** The paths of the subscriptions: over HTTP they are refused, as real time is the WebSocket's. */
export const SUBSCRIPTION_PATHS: ReadonlySet<string> = new Set(
  Object.entries(procedures)
    .filter(([, value]) => isProcedure(value) && value._def.type === 'subscription')
    .map(([path]) => path),
);

const declared = new Map(Object.entries(procedures).map(([path, value]) => [path, declaredMeta(value)]));

/** The declared policy of a procedure by path (`listings.create`), or null for no such procedure. */
export function procedurePolicy(path: string): ProcedurePolicy | null {
  const meta = declared.get(path);
  return meta?.rate ? { rate: meta.rate, ...(meta.largeBody ? { largeBody: true } : {}) } : null;
}

/** Every procedure path with its declared meta (possibly incomplete), for the policy test. */
export function declaredPolicies(): [path: string, meta: Partial<ProcedurePolicy> | undefined][] {
  return [...declared];
}
