import { appRouter } from '../root';
import type { ProcedurePolicy } from './meta';

interface ProcedureDef {
  _def: { meta?: Partial<ProcedurePolicy>; type: 'query' | 'mutation' | 'subscription' };
}

const procedures = appRouter._def.procedures as unknown as Record<string, ProcedureDef | undefined>;

/** The declared policy of a procedure by path (`listings.create`), or null for no such procedure. */
export function procedurePolicy(path: string): ProcedurePolicy | null {
  const meta = procedures[path]?._def.meta;
  return meta?.rate ? { rate: meta.rate, ...(meta.largeBody ? { largeBody: true } : {}) } : null;
}

/** Every procedure path with its declared meta (possibly incomplete), for the policy test. */
export function declaredPolicies(): [path: string, meta: Partial<ProcedurePolicy> | undefined][] {
  return Object.entries(procedures).map(([path, proc]) => [path, proc?._def.meta]);
}
