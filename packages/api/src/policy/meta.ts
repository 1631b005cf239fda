/**
 * The transport policy every procedure declares with `.meta()`. The HTTP hooks, the REST table
 * and the tRPC middleware all read it, so a limit holds the same over REST, batched tRPC and
 * the WebSocket, and no list of procedure names exists anywhere else.
 */

/**
 * API §0.8 rate groups: `auth` counts per endpoint per client IP, `write` per member (per IP
 * for guests), `read` per IP; `none` is for calls that are not requests of their own.
 */
export type RateGroup = 'auth' | 'write' | 'read' | 'none';

export interface ProcedurePolicy {
  rate: RateGroup;
  /** Listing writes carry up to six photos as data URLs: 48 MiB instead of 1 MiB (api §0.7). */
  largeBody?: boolean;
}

/** tRPC meta: partial while a procedure is being built; `policy.test.ts` checks every one is whole. */
export type ProcedureMeta = Partial<ProcedurePolicy>;

/** Shorthands for the common declarations, so each procedure reads `.meta(WRITE)`. */
export const READ = { rate: 'read' } as const satisfies ProcedurePolicy;
export const WRITE = { rate: 'write' } as const satisfies ProcedurePolicy;
export const AUTH = { rate: 'auth' } as const satisfies ProcedurePolicy;
