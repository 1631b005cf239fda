import type { Trpc } from '../../trpc';

/** The member's own setup (api §23.2). */
export function setupQueryOptions(trpc: Trpc) {
  return trpc.setup.get.queryOptions();
}
